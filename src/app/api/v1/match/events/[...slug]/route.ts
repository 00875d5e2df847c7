import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { EVENTS_CACHE_SECONDS, findEventBySlug } from '@/services/events'

/** Kept as the events list is (docs/decisions/0070): until content changes, and at most EVENTS_CACHE_SECONDS, since `isExpired` follows the clock. A miss is not kept. */
export const GET = handle(
  endpoints.eventBySlug,
  cachedAnswer(async (_query, _url, params: { slug: string }) => found(await findEventBySlug(params.slug), `No published event matches “${params.slug}”.`), {
    maxAgeSeconds: EVENTS_CACHE_SECONDS,
  }),
)
