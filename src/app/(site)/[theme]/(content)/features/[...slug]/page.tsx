import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { RenderBlocks } from '@/cms/blocks/render-blocks'
import { FeatureArticle } from '@/components/stories/feature-article'
import { FeaturesListView } from '@/components/stories/features-list-view'
import { EditMark } from '@/components/staff/edit-mark'
import { featuresListPath } from '@/domain/feature-paths'
import { featurePageContent } from '@/services/feature-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

// The filters and page numbers are in the path, never in the query (docs/decisions/0030, 0040).
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

type Props = { params: Promise<{ slug: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = await featurePageContent((await params).slug)
  return metadataOf(content)
}

/** spec §2: /features/{slug} at any depth is a story; department, tag and page segments are the list (docs/decisions/0040); else 404. */
export default async function FeaturesPathPage({ params }: Props) {
  const content = await featurePageContent((await params).slug)
  if (!content) return <NotFoundPage />
  if (content.kind === 'feature')
    return (
      <>
        <FeatureArticle feature={content.feature} related={content.related} identity={content.identity} body={<RenderBlocks blocks={content.feature.body} />} />
        <EditMark target={content.edit} />
      </>
    )
  if (content.pageInPath && content.stories.currentPage === 1) permanentRedirect(featuresListPath(content.filter, 1))
  return <FeaturesListView content={content} />
}
