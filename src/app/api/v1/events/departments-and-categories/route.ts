import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listEventCategories } from '@/services/events'

export const GET = handle(endpoints.eventCategories, async ({ query, url }) =>
  listEnvelope({
    ...(await listEventCategories({ page: query.page, limit: query.limit, exhibitionsOnly: query.exhibitions, direction: query.sortBy?.direction })),
    url,
  }),
)
