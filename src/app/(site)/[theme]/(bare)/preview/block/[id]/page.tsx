import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { BlockFlow } from '@/cms/blocks/block-flow'
import { RenderBlocks } from '@/cms/blocks/render-blocks'
import { PreviewBar, SignInToPreview } from '@/components/pages/staff-preview'
import { previewSharedBlock } from '@/services/shared-blocks'
import { currentStaff } from '@/services/sessions'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: /preview/block/{id}, a shared block's newest saved version for staff, in the empty layout. */
export default async function BlockPreview({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!(await currentStaff(await headers()))) return <SignInToPreview path={`/preview/block/${id}`} />
  const block = /^\d{1,9}$/.test(id) ? await previewSharedBlock(Number(id)) : null
  if (!block) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>No block has the id “{id}”.</p>
      </div>
    )
  }
  return (
    <>
      <PreviewBar published={block.published} editHref={`/admin/collections/shared-blocks/${block.id}`} />
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
