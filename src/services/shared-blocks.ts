import type { SharedBlock as SharedBlockDoc } from '@/payload-types'

import { cms } from './cms'
import type { ContentBlock } from './pages'
import { toPublicData } from './public-data'

export type SharedBlockView = { id: number; title: string; blocks: ContentBlock[]; published: boolean; updatedAt: string }

/** Relations a shared block needs: its images and linked pages. */
const DEPTH = 1

function toView(doc: SharedBlockDoc): SharedBlockView {
  return { id: doc.id, title: doc.title, blocks: (doc.layout ?? []) as ContentBlock[], published: doc._status === 'published', updatedAt: doc.updatedAt }
}

/** A published shared block (spec §7: blocks/{id}), or null. */
export async function findSharedBlock(id: number): Promise<SharedBlockView | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'shared-blocks',
    overrideAccess: false,
    draft: false,
    depth: DEPTH,
    limit: 1,
    pagination: false,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
  })
  return docs[0] ? toView(docs[0]) : null
}

/** Any shared block in its newest saved version, for a staff preview (callers check for staff). */
export async function previewSharedBlock(id: number): Promise<SharedBlockView | null> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'shared-blocks', id, draft: true, depth: DEPTH, overrideAccess: true, disableErrors: true })
  return doc ? toView(doc) : null
}

/** spec §7 (`GET /api/v1/blocks/{id}`): a published shared block as the API answers it. */
export async function sharedBlockForApi(id: number) {
  const block = await findSharedBlock(id)
  return block ? { id: block.id, title: block.title, blocks: toPublicData(block.blocks), updatedAt: block.updatedAt } : null
}
