import type { SharedBlock, SharedBlockBlock } from '@/payload-types'
import type { ContentBlock } from '@/services/pages'

import { RenderBlocks } from '../render-blocks'

/** A shared block's blocks, in place; an unpublished one is left unpopulated by the page's read, so it shows nothing. */
export function SharedBlockBlockView({ block }: { block: SharedBlockBlock }) {
  const shared = block.block && typeof block.block === 'object' ? (block.block as SharedBlock) : null
  if (!shared?.layout?.length) return null
  return <RenderBlocks blocks={shared.layout as ContentBlock[]} />
}
