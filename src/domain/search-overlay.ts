import { SEARCH_KIND_PARAMETER, SEARCH_PAGE_SIZE, type SearchKind, type SearchResponse, searchKindOf } from './search'
import { SEARCH_QUERY_PARAMETER } from './secondary-menu'

/** The search overlay's rules (spec §2: the overlay and `?search=`; §3: a result; §9: paging), loaded only with the search panel. */

/** The overlay's one call: GET /api/v1/search with the trimmed query, the 1-based start and the kind it is narrowed to. */
export function searchRequestPath(query: string, start: number, kind: SearchKind | null = null): string {
  return `/api/v1/search?${new URLSearchParams({ q: query.trim(), start: String(start), ...(kind ? { [SEARCH_KIND_PARAMETER]: kind } : {}) })}`
}

/** The address parameter beside `?search=` that keeps the overlay's kind (docs/decisions/0108). */
const SEARCH_OVERLAY_KIND_PARAMETER = 'searchKind'

/** The kind the overlay is narrowed to in the page's address, or null. */
export function overlayKindFromAddress(search: string): SearchKind | null {
  return searchKindOf(new URLSearchParams(search).get(SEARCH_OVERLAY_KIND_PARAMETER))
}

/** spec §2: the address with `?search=` mirroring the search box (removed when blank), and `?searchKind=` its kind, for history.replaceState. */
export function addressWithSearch(href: string, query: string, kind: SearchKind | null = null): string {
  const url = new URL(href)
  if (query.trim()) url.searchParams.set(SEARCH_QUERY_PARAMETER, query)
  else url.searchParams.delete(SEARCH_QUERY_PARAMETER)
  if (query.trim() && kind) url.searchParams.set(SEARCH_OVERLAY_KIND_PARAMETER, kind)
  else url.searchParams.delete(SEARCH_OVERLAY_KIND_PARAMETER)
  return `${url.pathname}${url.search}${url.hash}`
}

type SearchPages = { first: number; last: number; previous: number | null; next: number | null }

/** spec §9: which results a page shows (1-based) and where the pages before and after start. */
export function searchPages(response: SearchResponse): SearchPages {
  const start = response.queries.request[0]?.startIndex ?? 1
  const next = response.queries.nextPage?.[0]?.startIndex ?? null
  return {
    first: start,
    last: start + response.items.length - 1,
    previous: start > 1 ? Math.max(1, start - SEARCH_PAGE_SIZE) : null,
    next: response.items.length > 0 ? next : null,
  }
}

export type MarkedText = { text: string; marked: boolean }

/** The entities a search service's snippets use; any other stays as written. */
const ENTITIES = new Map(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    hellip: '…',
    middot: '·',
    ndash: '–',
    mdash: '—',
    lsquo: '‘',
    rsquo: '’',
    ldquo: '“',
    rdquo: '”',
  }),
)

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return ENTITIES.get(name.toLowerCase()) ?? entity
    const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/** spec §3: a result's htmlTitle, htmlSnippet or htmlFormattedUrl as text runs, marked where it had <b>; no provider's markup is rendered. */
export function markedText(html: string): MarkedText[] {
  const runs: MarkedText[] = []
  let marked = false
  const add = (text: string) => {
    if (!text) return
    const last = runs.at(-1)
    if (last && last.marked === marked) last.text += text
    else runs.push({ text, marked })
  }
  for (const piece of html.split(/(<\/?[a-z][^>]*>)/i)) {
    const tag = /^<(\/?)([a-z][a-z0-9]*)/i.exec(piece)
    if (!tag) add(decodeEntities(piece))
    else if (/^(b|strong)$/i.test(tag[2]!)) marked = tag[1] !== '/'
    else if (/^br$/i.test(tag[2]!)) add(' ')
  }
  return runs
}

/** Only web addresses become result links (a search service's answer is not trusted with others). */
export function isWebAddress(link: string): boolean {
  try {
    return /^https?:$/.test(new URL(link).protocol)
  } catch {
    return false
  }
}
