import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { EVENTS_CACHE_SECONDS, eventFeed } from '@/services/events'

type Query = HandlerContext<typeof endpoints.eventFeed>['query']

/** The feed follows the clock: `eventFeed` takes the time when it reads, and an answer is kept at most EVENTS_CACHE_SECONDS (docs/decisions/0070). */
export const GET = handle(
  endpoints.eventFeed,
  cachedAnswer(
    async (query: Query) => {
      const { events, nextPage } = await eventFeed(
        {
          eventTypes: query.filters?.eventType,
          tagIds: query.filters?.tags?.ids,
          tagSlugs: query.filters?.tags?.names,
          departmentIds: query.filters?.departmentsAndCategories?.ids,
          departmentCodes: query.filters?.departmentsAndCategories?.names,
        },
        { page: query.page, limit: query.limit },
      )
      return { events, nextPage }
    },
    { maxAgeSeconds: EVENTS_CACHE_SECONDS },
  ),
)
