import { SEARCH_PAGE_SIZE, type SearchKind, type SearchResponse, searchResponse, searchTerms } from '@/domain/search'
import { env, publicOrigin } from '@/env'

import { promotionFor, synonymGroups } from '@/domain/search-editors'

import { countTry } from './abuse-limits'
import { cms } from './cms'
import { contentVersion, keptUntilChange } from './content-version'
import { KeptValues } from './kept-values'
import { queryIndex } from './search-index'
import { recordQuery } from './search-report'
import { getConfigMap } from './site-config'

/** spec §2, §7: the custom search service when site config holds its key and engine id, else the site's own index; both answer spec §3's shape. */
export type SearchProvider = 'index' | 'custom'

/** A search the custom search service could not answer: the visitor is told, staff find it in the log. */
export class SearchUnavailable extends Error {}

/** spec §7: the custom search call: key, cx, start (1-based), num 10, q. */
async function customSearch(query: string, start: number, key: string, engineId: string, signal?: AbortSignal): Promise<SearchResponse> {
  const { CUSTOM_SEARCH_URL, CUSTOM_SEARCH_TIMEOUT_MS } = env()
  const url = new URL(CUSTOM_SEARCH_URL)
  url.search = new URLSearchParams({ key, cx: engineId, start: String(start), num: String(SEARCH_PAGE_SIZE), q: query }).toString()
  const timeout = AbortSignal.timeout(CUSTOM_SEARCH_TIMEOUT_MS)
  try {
    const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, cache: 'no-store' })
    if (!response.ok) throw new Error(`answered ${response.status}`)
    const body = (await response.json()) as Partial<SearchResponse>
    return {
      // Another service's answer: only results that lead to a web page (the page shows its text as text, never as markup).
      items: (Array.isArray(body.items) ? body.items : []).filter((item) => typeof item?.link === 'string' && /^https?:\/\//i.test(item.link)),
      searchInformation: body.searchInformation ?? { totalResults: '0', formattedTotalResults: '0' },
      queries: body.queries ?? { request: [{ searchTerms: query, startIndex: start, count: 0, totalResults: '0' }] },
    }
  } catch (error) {
    // The key is in the address: the log names the service, never the address.
    console.error(`[search] the custom search service failed for start ${start}:`, error instanceof Error ? error.message : error)
    throw new SearchUnavailable('Search is not available just now. Please try again in a moment.')
  }
}

/** The index's answers, kept until content changes (docs/decisions/0070); anybody chooses the question, so at most this many, a few KB each. */
const KEPT_SEARCHES = 1000

/** Which provider answers: the site config read once per content change, not on every search (a route handler has no render to share it with). */
const searchConfig = keptUntilChange(async () => {
  const { searchKey, searchEngineId } = await getConfigMap()
  return { searchKey, searchEngineId }
})
/** Editors' synonyms and promoted results (docs/decisions/0105), read once per content change: a save is effective on the next search. */
const editorsWords = keptUntilChange(async () => {
  const settings = await (await cms()).findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })
  return {
    synonyms: synonymGroups((settings.synonyms ?? []).map((row) => row.words)),
    promotions: (settings.promotions ?? []).map((row) => ({ query: row.query, page: String(typeof row.page === 'object' ? row.page.id : row.page) })),
  }
})
const indexAnswers = new KeptValues<SearchResponse>({ entries: KEPT_SEARCHES, weight: 0 })

/** spec §2: the results of `query` from the 1-based `start` (of one kind, from the site's own index), and who gave them; TooManyTries past `sender`'s search limit. */
export async function search(
  query: string,
  start: number,
  sender: string | null,
  signal?: AbortSignal,
  kind: SearchKind | null = null,
): Promise<{ provider: SearchProvider; response: SearchResponse }> {
  await countTry('search', sender)
  const config = await searchConfig()
  if (config.searchKey && config.searchEngineId)
    return { provider: 'custom', response: await customSearch(query, start, config.searchKey, config.searchEngineId, signal) }
  const response = await indexAnswers.get(contentVersion(), `${start} ${kind ?? ''} ${query}`, async () => {
    const terms = searchTerms(query)
    const editors = await editorsWords()
    const found = await queryIndex(await cms(), terms, { offset: start - 1, limit: SEARCH_PAGE_SIZE }, kind, {
      synonyms: editors.synonyms,
      promotedPage: promotionFor(query, editors.promotions),
    })
    return searchResponse(query, found, start, publicOrigin(), found.marks)
  })
  await countQuery(query, start, Number(response.searchInformation.totalResults))
  return { provider: 'index', response }
}

/** The query report counts first pages only: paging is not searching again. */
async function countQuery(query: string, start: number, found: number): Promise<void> {
  if (start === 1) recordQuery(await cms(), searchTerms(query), found)
}

/**
 * An index's answer to `query` sent again from the server's memory (docs/decisions/0170), counted as `search` counts it:
 * the try against `sender`'s limit (TooManyTries past it), then the query for the report.
 */
export async function countKeptSearch(query: string, start: number, sender: string | null, found: number): Promise<void> {
  await countTry('search', sender)
  await countQuery(query, start, found)
}
