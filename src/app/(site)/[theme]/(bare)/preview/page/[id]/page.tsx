import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { renderEachBlock } from '@/cms/blocks/render-blocks'
import { PageContent } from '@/components/pages/page-content'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { pagePreviewPage } from '@/services/preview-pages'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** A page's newest saved version, draft or not, for staff (the back office's Preview button). */
export default async function PagePreview({ params }: { params: Promise<{ id: string }> }) {
  const preview = await pagePreviewPage((await params).id)
  if (!preview) notFound()
  return (
    <>
      <PreviewBanner banner={preview.banner} />
      <PageContent view={preview.view} blocks={renderEachBlock(preview.view.page.blocks)} />
    </>
  )
}
