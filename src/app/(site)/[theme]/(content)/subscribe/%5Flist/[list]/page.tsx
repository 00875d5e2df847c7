import { notFound } from 'next/navigation'

import { SubscribeView } from '@/components/newsletter/subscribe-view'
import { SUBSCRIBE_LISTS } from '@/domain/stories'

export { generateMetadata } from '../../page'

// Rendered on first request and cached per list (docs/decisions/0003): the build needs no database.
export const dynamicParams = true
export function generateStaticParams(): { list: string }[] {
  return []
}

/** `/subscribe?newsletter=<list>` as the proxy rewrites it: the subscribe page with that list chosen. */
export default async function SubscribeListPage({ params }: { params: Promise<{ list: string }> }) {
  const { list } = await params
  if (!SUBSCRIBE_LISTS.some((option) => option.key === list)) notFound()
  return <SubscribeView chosen={list} />
}
