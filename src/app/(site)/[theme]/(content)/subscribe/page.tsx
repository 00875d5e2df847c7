import { SubscribeView } from '@/components/newsletter/subscribe-view'
import { metadataOf } from '@/services/metadata'
import { subscribePage } from '@/services/subscribe-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export async function generateMetadata() {
  const view = await subscribePage(null)
  return metadataOf(view)
}

/** spec §2: /subscribe with the first list chosen; the proxy rewrites `?newsletter=<list>` to `_list/<list>`, each list cached. */
export default async function SubscribePage() {
  const view = await subscribePage(null)
  if (!view) return <NotFoundPage />
  return <SubscribeView view={view} />
}
