import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FeaturesListView } from '@/components/stories/features-list-view'
import { FEATURES_RSS_PATH } from '@/domain/feature-paths'
import { FEATURES_PATH } from '@/domain/stories'
import { featurePageContent } from '@/services/feature-pages'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached per theme until content changes (docs/decisions/0003).
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const { shortName } = await getSiteIdentity()
  const metadata = await pageMetadata({
    title: 'Stories',
    description: `News and features from ${shortName}: students, alumni and faculty, their work and their shows.`,
    path: FEATURES_PATH,
  })
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': FEATURES_RSS_PATH } } }
}

/** spec §2: /features, the newest stories, 12 a page, with the department and topic filter. */
export default async function FeaturesPage() {
  const [content, { timeZone, shortName }] = await Promise.all([featurePageContent([]), getSiteIdentity()])
  if (content?.kind !== 'list') notFound()
  return <FeaturesListView content={content} timeZone={timeZone} shortName={shortName} />
}
