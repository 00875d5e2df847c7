import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogView } from '@/components/stories/blog-view'
import { FEATURES_RSS_PATH } from '@/domain/feature-paths'
import { BLOG_PATH } from '@/domain/stories'
import { blogPageContent } from '@/services/feature-pages'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached per theme until content changes (docs/decisions/0003).
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata({ title: 'Blog', description: 'The newest stories from across the college.', path: BLOG_PATH })
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': FEATURES_RSS_PATH } } }
}

/** spec §2: /blog, the story feed. */
export default async function BlogPage() {
  const [content, { timeZone }] = await Promise.all([blogPageContent([]), getSiteIdentity()])
  if (!content) notFound()
  return <BlogView content={content} timeZone={timeZone} />
}
