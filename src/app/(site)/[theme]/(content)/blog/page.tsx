import { BlogView } from '@/components/stories/blog-view'
import { blogPageContent } from '@/services/feature-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const revalidate = 3600

export async function generateMetadata() {
  const content = await blogPageContent([])
  return metadataOf(content)
}

/** spec §2: /blog, the story feed. */
export default async function BlogPage() {
  const content = await blogPageContent([])
  if (!content) return <NotFoundPage />
  return <BlogView content={content} />
}
