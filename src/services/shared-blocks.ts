import type { SharedBlock as SharedBlockDoc } from '@/payload-types'

import { cms } from './cms'
import type { ContentBlock } from './pages'
import { toPublicData } from './public-data'
import { type Reader, VISITOR, readFor } from './read'

export type SharedBlockView = { id: number; title: string; blocks: ContentBlock[]; published: boolean; updatedAt: string }

/** Relations a shared block needs: its images and linked pages. */
const DEPTH = 1

function toView(doc: SharedBlockDoc): SharedBlockView {
  return { id: doc.id, title: doc.title, blocks: (doc.layout ?? []) as ContentBlock[], published: doc._status === 'published', updatedAt: doc.updatedAt }
}

/** A shared block as `reader` may see it: published for visitors; the newest saved version in a staff preview. */
export async function findSharedBlock(id: number, reader: Reader = VISITOR): Promise<SharedBlockView | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'shared-blocks', ...readFor(reader, { id: { equals: id } }), depth: DEPTH, limit: 1, pagination: false })
  return docs[0] ? toView(docs[0]) : null
}

/** spec §7 (`GET /api/v1/blocks/{id}`): a published shared block as the API answers it. */
export async function sharedBlockForApi(id: number) {
  const block = await findSharedBlock(id)
  return block ? { id: block.id, title: block.title, blocks: toPublicData(block.blocks), updatedAt: block.updatedAt } : null
}
