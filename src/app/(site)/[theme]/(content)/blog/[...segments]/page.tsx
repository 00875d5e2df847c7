import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { BlogView } from '@/components/stories/blog-view'
import { blogPath } from '@/domain/feature-paths'
import { blogPageContent } from '@/services/feature-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

// The department and page number are in the path (docs/decisions/0030).
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { segments: string[] }[] {
  return []
}

type Props = { params: Promise<{ segments: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = await blogPageContent((await params).segments)
  return metadataOf(content)
}

/** spec §2: /blog/{department} (any depth: /blog/{department}/page/{n}) and /blog/page/{n}; an unknown department answers 404. */
export default async function BlogPathPage({ params }: Props) {
  const content = await blogPageContent((await params).segments)
  if (!content) return <NotFoundPage />
  if (content.pageInPath && content.stories.currentPage === 1) permanentRedirect(blogPath(content.department?.slug ?? null, 1))
  return <BlogView content={content} />
}
