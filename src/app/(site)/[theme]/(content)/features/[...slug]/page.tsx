import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { FeatureArticle } from '@/components/stories/feature-article'
import { FeaturesListView } from '@/components/stories/features-list-view'
import { FEATURES_RSS_PATH, featuresListPath } from '@/domain/feature-paths'
import { featurePageContent } from '@/services/feature-pages'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached per theme until content changes (docs/decisions/0003,
// 0030, 0040): the filters and page numbers are in the path, never in the query.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

type Props = { params: Promise<{ slug: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = await featurePageContent((await params).slug)
  if (!content) return { title: 'Page not found', robots: { index: false } }
  if (content.kind === 'feature') {
    const { feature } = content
    return pageMetadata({ title: feature.seo.title, description: feature.seo.description, path: feature.path, image: feature.seo.image, type: 'article' })
  }
  const { filter, stories } = content
  const title = `Stories${filter ? `: ${filter.title}` : ''}${stories.currentPage > 1 ? `, page ${stories.currentPage}` : ''}`
  const metadata = await pageMetadata({
    title,
    description: filter ? `Stories ${filter.by === 'department' ? 'from' : 'about'} ${filter.title}.` : null,
    path: featuresListPath(filter, stories.currentPage),
  })
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': FEATURES_RSS_PATH } } }
}

/**
 * spec §2: /features/{slug} (any depth) is a story; /features/department/{slug},
 * /features/tag/{slug} and /features/page/{n} (and their /page/{n}) are the filtered, paged list
 * (docs/decisions/0040). Anything else answers 404.
 */
export default async function FeaturesPathPage({ params }: Props) {
  const [content, identity] = await Promise.all([featurePageContent((await params).slug), getSiteIdentity()])
  if (!content) notFound()
  if (content.kind === 'feature') return <FeatureArticle feature={content.feature} related={content.related} identity={identity} />
  if (content.pageInPath && content.stories.currentPage === 1) permanentRedirect(featuresListPath(content.filter, 1))
  return <FeaturesListView content={content} timeZone={identity.timeZone} shortName={identity.shortName} />
}
