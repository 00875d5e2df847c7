import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { PreviewNotice } from '@/components/events/preview-notice'
import { FeatureArticle } from '@/components/stories/feature-article'
import { findFeaturePreview, relatedFeatures } from '@/services/features'
import { currentStaff } from '@/services/sessions'
import { getSiteIdentity } from '@/services/site-config'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

const ID = /^[1-9]\d{0,9}$/

/**
 * spec §2: the staff preview of a feature (/preview/feature/{id}), in its newest saved version,
 * draft or not, in the empty layout. Visitors get the 404 page: a preview does not exist for them.
 */
export default async function FeaturePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!ID.test(id) || !(await currentStaff(await headers()))) notFound()
  const [feature, identity] = await Promise.all([findFeaturePreview(Number(id)), getSiteIdentity()])
  if (!feature) notFound()
  const related = await relatedFeatures(feature)
  return (
    <>
      <PreviewNotice published={feature.published} what="a feature" editHref={`/admin/collections/features/${feature.id}`} />
      <FeatureArticle feature={feature} related={related} identity={identity} preview />
    </>
  )
}
