import { SEARCH_MAX_START, SEARCH_PAGE_PATH, type SearchKind, type SearchResponse, searchKindOf, searchQueryProblem } from '@/domain/search'

import { headers } from 'next/headers'
import { cache } from 'react'

import { TooManyTries, senderOf } from './abuse-limits'
import type { PageMeta } from './metadata'
import { SearchUnavailable, search } from './search'

/** What /search shows: nothing asked yet, a query to mend, the results, or that search is down for now. */
export type SearchOutcome =
  { kind: 'none' } | { kind: 'invalid'; message: string } | { kind: 'results'; response: SearchResponse } | { kind: 'unavailable'; message: string }

export type SearchPageView = { query: string; start: number; kind: SearchKind | null; outcome: SearchOutcome; meta: PageMeta }

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** spec §2: /search?q=&start=&kind=, the overlay as a page for visitors without JavaScript; once per request, one try of the search limit. */
export const searchPage = cache(async (q: unknown, startParam: unknown, kindParam: unknown): Promise<SearchPageView> => {
  const query = typeof first(q) === 'string' ? (first(q) as string).trim() : ''
  const start = Number(first(startParam))
  const startIndex = Number.isInteger(start) && start >= 1 && start <= SEARCH_MAX_START ? start : 1
  // An unknown kind is all kinds (docs/decisions/0108).
  const kind = searchKindOf(first(kindParam))
  const meta: PageMeta = { title: query ? `Search: ${query}` : 'Search', path: SEARCH_PAGE_PATH, noIndex: true }
  if (!query) return { query, start: startIndex, kind, outcome: { kind: 'none' }, meta }
  const problem = searchQueryProblem(query)
  // Said as the overlay says it.
  if (problem) return { query, start: startIndex, kind, outcome: { kind: 'invalid', message: `The search ${problem}.` }, meta }
  try {
    const { response } = await search(query, startIndex, senderOf(await headers()), undefined, kind)
    return { query, start: startIndex, kind, outcome: { kind: 'results', response }, meta }
  } catch (error) {
    if (error instanceof SearchUnavailable || error instanceof TooManyTries)
      return { query, start: startIndex, kind, outcome: { kind: 'unavailable', message: error.message }, meta }
    throw error
  }
})
