import { notFound } from 'next/navigation'

import { InTheNewsView } from '@/components/press/in-the-news-view'
import { metadataOf } from '@/services/metadata'
import { inTheNewsPage } from '@/services/press-pages'

export async function generateMetadata() {
  const view = await inTheNewsPage()
  return metadataOf(view)
}

/** spec §2: /in-the-news, external press newest first (page 1). */
export default async function InTheNewsPage() {
  const view = await inTheNewsPage()
  if (!view) notFound()
  return <InTheNewsView view={view} />
}
