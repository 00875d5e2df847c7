import { seededShuffle } from '@/domain/seeded-random'
import type { Tag as TagDoc } from '@/payload-types'

import { cms } from './cms'
import { keptUntilChange } from './content-version'
import { type ListPage, type PageRequest, slicePage } from './list'

export type Tag = { id: number | string; title: string; slug: string; type: TagDoc['type'] }

export type TagSort = { by: 'random'; seed: number } | { by: 'title'; direction: 'ASC' | 'DESC' }

/** Every tag by title, read once per content change: a random order is shuffled from it per call (docs/decisions/0070). */
const allTags = keptUntilChange(async (): Promise<readonly Tag[]> => {
  const payload = await cms()
  const result = await payload.find({ collection: 'tags', overrideAccess: false, depth: 0, pagination: false, sort: 'title' })
  return result.docs.map(({ id, title, slug, type }) => ({ id, title, slug, type }))
})

/** Tags sorted by title or shuffled with a seed (spec §7: random sort), one page at a time. */
export async function listTags(request: PageRequest & { sort: TagSort }): Promise<ListPage<Tag>> {
  const all = await allTags()
  if (request.sort.by === 'random') return slicePage(seededShuffle(all, request.sort.seed), request)
  return slicePage(request.sort.direction === 'DESC' ? all.toReversed() : all, request)
}
