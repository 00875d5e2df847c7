import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { randomSeed } from '@/domain/seeded-random'
import { type TagSort, listTags } from '@/services/tags'

export const GET = handle(endpoints.tags, async ({ query, url }) => {
  const sort: TagSort =
    query.sortBy === 'random' ? { by: 'random', seed: query.seed ?? randomSeed() } : { by: 'title', direction: query.sortBy?.direction ?? 'ASC' }
  const envelope = listEnvelope({ ...(await listTags({ ...query, sort })), url })
  return sort.by === 'random' ? { ...envelope, seed: sort.seed } : envelope
})
