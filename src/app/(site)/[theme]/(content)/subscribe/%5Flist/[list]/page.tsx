import { SubscribeView } from '@/components/newsletter/subscribe-view'
import { metadataOf } from '@/services/metadata'
import { subscribePage } from '@/services/subscribe-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { list: string }[] {
  return []
}

type Params = { params: Promise<{ list: string }> }

export async function generateMetadata({ params }: Params) {
  const view = await subscribePage((await params).list)
  return metadataOf(view)
}

/** `/subscribe?newsletter=<list>` as the proxy rewrites it: the subscribe page with that list chosen. */
export default async function SubscribeListPage({ params }: Params) {
  const view = await subscribePage((await params).list)
  if (!view) return <NotFoundPage />
  return <SubscribeView view={view} />
}
