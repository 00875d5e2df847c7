import { SubscribeView } from '@/components/newsletter/subscribe-view'
import { metadataOf } from '@/services/metadata'
import { subscribePage } from '@/services/subscribe-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export async function generateMetadata() {
  const view = await subscribePage(null)
  return metadataOf(view)
}

/**
 * spec §2: /subscribe with the first list chosen. `/subscribe?newsletter=<list>` is rewritten by
 * the proxy to `_list/<list>`, so each list's page is rendered once and cached like any page.
 */
export default async function SubscribePage() {
  const view = await subscribePage(null)
  if (!view) return <NotFoundPage />
  return <SubscribeView view={view} />
}
