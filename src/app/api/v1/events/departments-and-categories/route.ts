import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listEventCategories } from '@/services/events'

type Query = HandlerContext<typeof endpoints.eventCategories>['query']

/** Read and serialized once per content change (docs/decisions/0070). */
export const GET = handle(
  endpoints.eventCategories,
  cachedAnswer(async (query: Query, url) =>
    listEnvelope({
      ...(await listEventCategories({ page: query.page, limit: query.limit, exhibitionsOnly: query.exhibitions, direction: query.sortBy?.direction })),
      url,
    }),
  ),
)
