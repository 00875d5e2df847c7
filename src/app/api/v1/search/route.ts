import { endpoints } from '@/api/contract'
import { errorResponse } from '@/api/errors'
import { handle } from '@/api/handler'
import { TooManyTries, senderOf } from '@/services/abuse-limits'
import { SearchUnavailable, search } from '@/services/search'

/** spec §2, §7: GET /api/v1/search: the results overlay's one call. */
export const GET = handle(endpoints.search, async ({ query, request }) => {
  try {
    return (await search(query.q, query.start, senderOf(request.headers), request.signal, query.kind ?? null)).response
  } catch (error) {
    if (error instanceof TooManyTries) return errorResponse(429, error.message, [], error.retryAfter)
    if (error instanceof SearchUnavailable) return errorResponse(503, error.message, [], { 'Retry-After': '30' })
    throw error
  }
})
