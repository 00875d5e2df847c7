import { InTheNewsView } from '@/components/press/in-the-news-view'
import { metadataOf } from '@/services/metadata'
import { inTheNewsPage } from '@/services/press-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export async function generateMetadata() {
  const view = await inTheNewsPage()
  return metadataOf(view)
}

/** spec §2: /in-the-news, external press newest first (page 1). */
export default async function InTheNewsPage() {
  const view = await inTheNewsPage()
  if (!view) return <NotFoundPage />
  return <InTheNewsView view={view} />
}
