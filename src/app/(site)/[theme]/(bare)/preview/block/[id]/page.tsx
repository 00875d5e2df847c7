import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/cms/blocks/render-blocks'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { BlockFlow } from '@/components/ui/block-flow'
import { blockPreviewPage } from '@/services/preview-pages'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: /preview/block/{id}, a shared block's newest saved version for staff, in the empty layout. */
export default async function BlockPreview({ params }: { params: Promise<{ id: string }> }) {
  const preview = await blockPreviewPage((await params).id)
  if (!preview) notFound()
  const { block } = preview
  return (
    <>
      <PreviewBanner banner={preview.banner} />
      <div className="container">
        <h1>{block.title}</h1>
      </div>
      {block.blocks.length === 0 ? (
        <p className="container">This block is empty.</p>
      ) : (
        <BlockFlow>
          <RenderBlocks blocks={block.blocks} />
        </BlockFlow>
      )}
    </>
  )
}
