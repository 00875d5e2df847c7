import { seededShuffle } from '@/domain/seeded-random'
import type { Tag as TagDoc } from '@/payload-types'

import { cms } from './cms'
import { type ListPage, type PageRequest, slicePage } from './list'

export type Tag = { id: number | string; title: string; slug: string; type: TagDoc['type'] }

export type TagSort = { by: 'random'; seed: number } | { by: 'title'; direction: 'ASC' | 'DESC' }

/** Tags sorted by title or shuffled with a seed (spec §7: random sort), one page at a time. */
export async function listTags(request: PageRequest & { sort: TagSort }): Promise<ListPage<Tag>> {
  const payload = await cms()
  const result = await payload.find({ collection: 'tags', overrideAccess: false, depth: 0, pagination: false, sort: 'title' })
  let tags: Tag[] = result.docs.map(({ id, title, slug, type }) => ({ id, title, slug, type }))
  if (request.sort.by === 'random') tags = seededShuffle(tags, request.sort.seed)
  else if (request.sort.direction === 'DESC') tags.reverse()
  return slicePage(tags, request)
}
