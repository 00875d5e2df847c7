import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { BlogView } from '@/components/stories/blog-view'
import { blogPath } from '@/domain/feature-paths'
import { blogPageContent } from '@/services/feature-pages'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached per theme until content changes (docs/decisions/0003, 0030).
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { segments: string[] }[] {
  return []
}

type Props = { params: Promise<{ segments: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = await blogPageContent((await params).segments)
  if (!content) return { title: 'Page not found', robots: { index: false } }
  const { department, stories } = content
  const title = `${department ? `${department.title} blog` : 'Blog'}${stories.currentPage > 1 ? `, page ${stories.currentPage}` : ''}`
  return pageMetadata({
    title,
    description: department ? `The newest stories from ${department.title}.` : null,
    path: blogPath(department?.slug ?? null, stories.currentPage),
  })
}

/** spec §2: /blog/{department} (any depth: /blog/{department}/page/{n}) and /blog/page/{n}; an unknown department answers 404. */
export default async function BlogPathPage({ params }: Props) {
  const [content, { timeZone }] = await Promise.all([blogPageContent((await params).segments), getSiteIdentity()])
  if (!content) notFound()
  if (content.pageInPath && content.stories.currentPage === 1) permanentRedirect(blogPath(content.department?.slug ?? null, 1))
  return <BlogView content={content} timeZone={timeZone} />
}
