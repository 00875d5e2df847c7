import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { randomSeed } from '@/domain/seeded-random'
import { type TagSort, listTags } from '@/services/tags'

type Query = HandlerContext<typeof endpoints.tags>['query']

async function tagsAnswer(query: Query, url: URL, seed: number | undefined) {
  const direction = query.sortBy && query.sortBy !== 'random' ? query.sortBy.direction : 'ASC'
  const sort: TagSort = seed !== undefined ? { by: 'random', seed } : { by: 'title', direction }
  const envelope = listEnvelope({ ...(await listTags({ ...query, sort })), url })
  return sort.by === 'random' ? { ...envelope, seed: sort.seed } : envelope
}

/** By title or with a seed given, the answer is the address's own: read and serialized once per content change (docs/decisions/0070). */
const answer = cachedAnswer(async (query: Query, url) => tagsAnswer(query, url, query.sortBy === 'random' ? query.seed : undefined))

export const GET = handle(endpoints.tags, async (context) => {
  const { query, url } = context
  // A random order without a seed is new on every call: shuffled from the tags kept in memory, never kept itself.
  if (query.sortBy === 'random' && query.seed === undefined) return tagsAnswer(query, url, randomSeed())
  return answer(context)
})
