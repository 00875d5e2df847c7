import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listDepartments } from '@/services/departments'

type Query = HandlerContext<typeof endpoints.departments>['query']

/** Read and serialized once per content change (docs/decisions/0070). */
export const GET = handle(
  endpoints.departments,
  cachedAnswer(async (query: Query, url) => {
    const items = await listDepartments(query)
    return listEnvelope({ items, total: items.length, page: 1, limit: Math.max(1, items.length), url })
  }),
)
