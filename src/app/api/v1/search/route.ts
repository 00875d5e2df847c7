import { endpoints } from '@/api/contract'
import { errorResponse } from '@/api/errors'
import { answer, handle } from '@/api/handler'
import { parseQueryString } from '@/api/query'
import { TooManyTries, senderOf } from '@/services/abuse-limits'
import { SearchUnavailable, countKeptSearch, search } from '@/services/search'
import { offerSearchCounting } from '@/server/kept-searches.mjs'
import { KEPT_SEARCH_HEADER } from '@/server/response-cache.mjs'

/** spec §2, §7: GET /api/v1/search: the results overlay's one call. */
export const GET = handle(endpoints.search, async ({ query, request, area }) => {
  try {
    const { provider, response } = await search(query.q, query.start, senderOf(request.headers), request.signal, query.kind ?? null)
    // The index's answer may be sent again from the server's memory until content changes, counted there (docs/decisions/0170).
    return provider === 'index' ? answer(endpoints.search, area, response, { [KEPT_SEARCH_HEADER]: response.searchInformation.totalResults }) : response
  } catch (error) {
    if (error instanceof TooManyTries) return errorResponse(429, error.message, [], error.retryAfter)
    if (error instanceof SearchUnavailable) return errorResponse(503, error.message, [], { 'Retry-After': '30' })
    throw error
  }
})

// The server's response cache counts each kept answer it sends with this bundle's limits and report (docs/decisions/0170).
offerSearchCounting(async (url, headers, found) => {
  const parsed = endpoints.search.query.safeParse(parseQueryString(new URL(url, 'http://edge').search))
  if (!parsed.success) throw new Error('a kept search answer whose address does not parse')
  const { q, start } = parsed.data
  const sender = senderOf(
    new Headers(Object.entries(headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : []))),
  )
  try {
    await countKeptSearch(q, start, sender, found)
    return null
  } catch (error) {
    if (!(error instanceof TooManyTries)) throw error
    const refusal = errorResponse(429, error.message, [], error.retryAfter)
    return { status: refusal.status, headers: Object.fromEntries(refusal.headers), body: await refusal.text() }
  }
})
