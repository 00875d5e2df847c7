import { type EventsListQuery, toEventQuery } from '@/api/contracts/events'
import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { keptAnswerHeaders } from '@/api/kept-answers'
import { listEnvelope } from '@/domain/pagination'
import { cachedRead } from '@/services/cached-read'
import { EVENTS_CACHE_SECONDS, listEvents } from '@/services/events'
import { getSiteIdentity } from '@/services/site-config'

/**
 * The answer as JSON text, kept in the data cache by the parsed query and the address (its links
 * name it): a repeated call costs a lookup, no database and no serializing (docs/decisions/0011).
 */
const answer = cachedRead(
  'api:v1:events',
  async (query: EventsListQuery, self: string): Promise<string> => {
    const { timeZone } = await getSiteIdentity()
    const page = await listEvents(toEventQuery(query, timeZone), { page: query.page, limit: query.limit })
    return JSON.stringify(listEnvelope({ ...page, url: new URL(self, 'http://localhost') }))
  },
  EVENTS_CACHE_SECONDS,
)

export const GET = handle(
  endpoints.events,
  async ({ query, url, area }) =>
    new Response(await answer(query, url.pathname + url.search), {
      headers: { ...keptAnswerHeaders(area), 'Content-Type': 'application/json' },
    }),
)
