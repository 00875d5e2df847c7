import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/cms/blocks/render-blocks'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { FeatureArticle } from '@/components/stories/feature-article'
import { featurePreviewPage } from '@/services/preview-pages'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: the staff preview of a feature (/preview/feature/{id}), in its newest saved version, in the empty layout. */
export default async function FeaturePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const preview = await featurePreviewPage((await params).id)
  if (!preview) notFound()
  return (
    <>
      <PreviewBanner banner={preview.banner} />
      <FeatureArticle
        feature={preview.feature}
        related={preview.related}
        identity={preview.identity}
        body={<RenderBlocks blocks={preview.feature.body} />}
        preview
      />
    </>
  )
}
