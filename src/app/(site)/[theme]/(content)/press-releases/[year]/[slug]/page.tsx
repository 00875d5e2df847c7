import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NewsArticleJsonLd } from '@/components/press/news-article-json-ld'
import { PressReleaseView } from '@/components/press/press-release-view'
import { parseYearSegment } from '@/domain/press'
import { SLUG_PATTERN } from '@/domain/slug'
import { pageMetadata } from '@/services/metadata'
import { findPressRelease } from '@/services/press'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached until content changes (docs/decisions/0003).
export const dynamicParams = true
export function generateStaticParams(): { year: string; slug: string }[] {
  return []
}

type Params = { params: Promise<{ year: string; slug: string }> }

async function load(params: Params['params']) {
  const { year: yearSegment, slug } = await params
  const year = parseYearSegment(yearSegment)
  return year !== null && SLUG_PATTERN.test(slug) ? findPressRelease(year, slug) : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const release = await load(params)
  if (!release) return { title: 'Press releases' }
  return pageMetadata({ title: release.title, description: release.summary, path: release.path, image: release.image, type: 'article' })
}

/** spec §2: a press release at /press-releases/{year}/{slug}, with schema.org NewsArticle. */
export default async function PressReleasePage({ params }: Params) {
  const [release, { timeZone, collegeName }] = await Promise.all([load(params), getSiteIdentity()])
  if (!release) notFound()
  return (
    <>
      <PressReleaseView release={release} timeZone={timeZone} />
      <NewsArticleJsonLd release={release} collegeName={collegeName} />
    </>
  )
}
