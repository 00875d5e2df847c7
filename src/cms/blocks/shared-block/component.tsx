import type { SharedBlock, SharedBlockBlock } from '@/payload-types'
import type { ContentBlock } from '@/services/pages'

import { RenderBlocks } from '../render-blocks'

/**
 * A shared block: its blocks, in place. It shows only once published (the page's read leaves
 * unpublished ones unpopulated), and a shared block never holds another one.
 */
export function SharedBlockBlockView({ block }: { block: SharedBlockBlock }) {
  const shared = block.block && typeof block.block === 'object' ? (block.block as SharedBlock) : null
  if (!shared?.layout?.length) return null
  return <RenderBlocks blocks={shared.layout as ContentBlock[]} />
}
