import { cachedAnswer } from '@/api/cached-answer'
import { type EventsListQuery, toEventQuery } from '@/api/contracts/events'
import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { EVENTS_CACHE_SECONDS, listEvents } from '@/services/events'
import { getSiteIdentity } from '@/services/site-config'

/** The list follows the clock: `listEvents` takes the time when it reads; kept at most EVENTS_CACHE_SECONDS (docs/decisions/0070, 0074). */
export const GET = handle(
  endpoints.events,
  cachedAnswer(
    async (query: EventsListQuery, url) => {
      const { timeZone } = await getSiteIdentity()
      const page = await listEvents(toEventQuery(query, timeZone), { page: query.page, limit: query.limit })
      return listEnvelope({ ...page, url })
    },
    { maxAgeSeconds: EVENTS_CACHE_SECONDS },
  ),
)
