import { SEARCH_MIN_CHARACTERS } from './secondary-menu'

/** Site search (spec §2: overlay and `?search=`; §3: result shape; §5, §8, §9: rules, texts, numbers), shaped as a custom search service answers. */

/** spec §9: results a page. */
export const SEARCH_PAGE_SIZE = 10

/** spec §9: the wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 500

/** spec §8: the overlay's texts. */
export const SEARCH_LOADING_TEXT = 'Searching...'
export const SEARCH_EMPTY_TEXT = 'No results found'

/** Our choice: the longest query searched; a sentence, not a document. */
const SEARCH_MAX_QUERY_LENGTH = 200

/** Our choice: how deep paging goes (a custom search service stops at 100 results too). */
export const SEARCH_MAX_START = 991

/** The full results page for visitors without JavaScript, and the target of the home page's SearchAction. */
export const SEARCH_PAGE_PATH = '/search'

/** spec §5: what is wrong with a query, or null: at least three characters trimmed, no longer than a sentence, no control characters. */
export function searchQueryProblem(query: string): string | null {
  const trimmed = query.trim()
  if (trimmed.length < SEARCH_MIN_CHARACTERS) return `must have at least ${SEARCH_MIN_CHARACTERS} characters`
  if (trimmed.length > SEARCH_MAX_QUERY_LENGTH) return `must have at most ${SEARCH_MAX_QUERY_LENGTH} characters`
  return /\p{Cc}/u.test(trimmed) ? 'must not hold control characters' : null
}

/**
 * What a result is (docs/decisions/0108): each kind, the collections it covers, its label, and its value in the address
 * (`/search?kind=`, the overlay's `?searchKind=`). An exhibition's result is one of its exhibitors' pages.
 */
export const SEARCH_KINDS = [
  { value: 'page', label: 'Page', collections: ['pages'] },
  { value: 'programme', label: 'Programme', collections: ['departments'] },
  { value: 'course', label: 'Course', collections: ['course-sections'] },
  { value: 'event', label: 'Event', collections: ['events'] },
  { value: 'exhibition', label: 'Exhibition', collections: ['exhibitors'] },
  { value: 'story', label: 'Story', collections: ['features'] },
  { value: 'press', label: 'Press release', collections: ['press-releases'] },
  { value: 'person', label: 'Person', collections: ['faculty-profiles'] },
  { value: 'video', label: 'Video', collections: ['videos'] },
] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]['value']

/** The address parameter that narrows /search to one kind. */
export const SEARCH_KIND_PARAMETER = 'kind'

/** A kind named in an address, or null for any other value (all kinds). */
export function searchKindOf(value: unknown): SearchKind | null {
  return SEARCH_KINDS.find((kind) => kind.value === value)?.value ?? null
}

/** The kind of a document of `collection`, or undefined. */
function kindOfCollection(collection: string | undefined) {
  return SEARCH_KINDS.find((kind) => (kind.collections as readonly string[]).includes(collection ?? ''))
}

/** The collections a kind covers. */
export function collectionsOfKind(kind: SearchKind): readonly string[] {
  return SEARCH_KINDS.find((candidate) => candidate.value === kind)!.collections
}

/** spec §3: one result. */
export type SearchItem = {
  title: string
  link: string
  htmlTitle: string
  formattedUrl: string
  htmlFormattedUrl: string
  snippet: string
  htmlSnippet: string
  pagemap: {
    cse_thumbnail?: { src: string }[]
    /** What the result is (docs/decisions/0108), from the site's own index. */
    kind?: { value: string; label: string }[]
    metatags?: { 'og:image:alt'?: string; 'og:title'?: string; 'twitter:alt'?: string }[]
  }
}

/** spec §3: the answer of a search: its items, how many there are, and where the next page starts. */
export type SearchResponse = {
  items: SearchItem[]
  searchInformation: { totalResults: string; formattedTotalResults: string }
  queries: {
    request: { searchTerms: string; startIndex: number; count: number; totalResults: string }[]
    nextPage?: { searchTerms: string; startIndex: number; count: number }[]
  }
}

/** Our choice: the most words of a query searched; the rest add nothing a visitor would miss. */
const MAX_TERMS = 8
/** Our choice: the longest word searched (no word of a college site is longer). */
const MAX_TERM_LENGTH = 40

/** A misspelled word of this many letters or more still finds its document (docs/decisions/0057). */
export const FUZZY_MIN_LENGTH = 5

/** Text as the index compares it: no accents, lower case. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** The words the index looks for: letters and digits, folded, at most MAX_TERMS; no quote, operator, `%` or control character reaches it. */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query).match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS)
}

/** The words of a document's text the index keeps for correcting misspellings. */
export function indexedWords(text: string): string[] {
  const words = foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.filter((word) => word.length >= FUZZY_MIN_LENGTH && word.length <= MAX_TERM_LENGTH))]
}

/** The edits a misspelled word may be away from the word meant: one in a short word, two in a long one. */
export function allowedEdits(term: string): number {
  if (term.length < FUZZY_MIN_LENGTH) return 0
  return term.length < 8 ? 1 : 2
}

/** Edit distance where a swap of two neighbouring letters counts as one edit ("maikng" for "making"), or `limit + 1` as soon as it is past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, beforePrevious[j - 2]! + 1)
      rowMin = Math.min(rowMin, current[j]!)
    }
    if (rowMin > limit) return limit + 1
    beforePrevious = previous
    previous = current
  }
  return previous[b.length]!
}

/** Of the index's words, those a misspelled term may have meant, nearest first. */
export function corrections(term: string, candidates: readonly string[]): string[] {
  const limit = allowedEdits(term)
  if (limit === 0) return []
  return candidates
    .filter((candidate) => candidate !== term)
    .map((candidate) => ({ candidate, distance: editDistance(term, candidate, limit) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .map(({ candidate }) => candidate)
}

/**
 * Words of queries that say what kind of page is wanted, or nothing at all (docs/decisions/0105): searched only when a
 * query holds nothing else, so "graphic design courses" is searched as "graphic design".
 */
const QUERY_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are at be by can do does for from get how i in is it me my of on or our the to what when where which who why with you your ' +
    'class classes course courses info information page pages program programs programme programmes'
  ).split(' '),
)

/** The words of a query that are searched: its terms less the stop words, unless that leaves none. */
export function queryWords(terms: readonly string[]): string[] {
  const kept = terms.filter((term) => !QUERY_STOP_WORDS.has(term))
  return kept.length > 0 ? kept : [...terms]
}

/** Our choice: words shorter than this are not stemmed ("bus", "gas", "arts" stay). */
const STEM_MIN_LENGTH = 5

/** The forms of a term searched as prefixes: itself and its singular ("classes" → "class", "studies" → "study"), so a plural finds the singular and, as a prefix, the plural. */
export function wordForms(term: string): string[] {
  const forms = [term]
  if (term.length >= STEM_MIN_LENGTH && !/\d/.test(term)) {
    if (term.endsWith('ies')) forms.push(`${term.slice(0, -3)}y`)
    else if (/(ss|sh|ch|x|z)es$/.test(term)) forms.push(term.slice(0, -2))
    else if (/[^su]s$/.test(term)) forms.push(term.slice(0, -1))
    // A singular ending in y does not begin its plural: "study" is also searched as "studies".
    if (/[^aeiou]y$/.test(term)) forms.push(`${term.slice(0, -1)}ies`)
  }
  return [...new Set(forms)]
}

/** Our choice: the shortest part of a joined word ("pre" of "precollege"). */
const SPLIT_MIN_PART = 2

/** The ways a joined word may be two words of the index ("precollege" → "pre college"), longest first part first. */
export function splitsOf(term: string): [string, string][] {
  const splits: [string, string][] = []
  for (let at = term.length - SPLIT_MIN_PART; at >= SPLIT_MIN_PART; at--) splits.push([term.slice(0, at), term.slice(at)])
  return splits
}

/** What one searched word may be found as: a word as a prefix, a word exactly, or words one after the other (a joined word's parts, an editor's synonym). */
export type Alternative = { word: string; prefix: boolean } | { phrase: readonly string[] }

/** An FTS5 expression for one searched word: any of its alternatives (words hold only letters and digits, never syntax). */
export function ftsExpression(alternatives: readonly Alternative[]): string {
  return `(${alternatives.map((alt) => ('phrase' in alt ? `"${alt.phrase.join(' ')}"` : `"${alt.word}"${alt.prefix ? '*' : ''}`)).join(' OR ')})`
}

/** A PostgreSQL tsquery for one searched word, in the title only when `weight` is 'A' (words hold only letters and digits, never syntax). */
export function tsExpression(alternatives: readonly Alternative[], weight = ''): string {
  const word = (text: string, prefix: boolean) => `${text}:${prefix ? '*' : ''}${weight}`.replace(/:$/, '')
  return `(${alternatives.map((alt) => ('phrase' in alt ? `(${alt.phrase.map((part) => word(part, false)).join(' <-> ')})` : word(alt.word, alt.prefix))).join(' | ')})`
}

/** The words a result marks and cuts its snippet around: every word form and correction searched. */
export function markedWords(alternatives: readonly (readonly Alternative[])[]): string[] {
  return [...new Set(alternatives.flat().flatMap((alt) => ('phrase' in alt ? alt.phrase : [alt.word])))]
}

/** How much more a word in a document's title counts than one in its text (docs/decisions/0106). */
export const TITLE_WEIGHT = 10

/** How much more a word in a document's headings or summary counts than one in its text: between the title and the text (docs/decisions/0131). */
export const HEADING_WEIGHT = 3

/**
 * How each kind of document weighs against the others when they match alike (docs/decisions/0106): a programme or a page
 * of the site is what people look for, a story that mentions it comes after.
 */
export const KIND_WEIGHTS: Readonly<Record<string, number>> = {
  pages: 1.6,
  departments: 1.6,
  'course-sections': 1.1,
  events: 1,
  'faculty-profiles': 1,
  videos: 0.7,
  exhibitors: 0.6,
  features: 0.6,
  'press-releases': 0.6,
}

/** An event past its start counts this much; an upcoming one counts up to twice, the sooner the more (docs/decisions/0106). */
export const PAST_EVENT_WEIGHT = 0.5
/** Our choice: an upcoming event this many days away counts half its nearness bonus. */
export const EVENT_NEARNESS_DAYS = 30

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)

/** Our choice: about two lines of a result. */
const SNIPPET_LENGTH = 180

/** Text as a result shows it: escaped, words starting with a searched term in <b>. Folding keeps each character's length, so positions carry over. */
export function markTerms(text: string, terms: readonly string[]): string {
  if (terms.length === 0) return escapeHtml(text)
  let html = ''
  let at = 0
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = foldForSearch(match[0])
    if (!terms.some((term) => word.startsWith(term))) continue
    html += `${escapeHtml(text.slice(at, match.index))}<b>${escapeHtml(match[0])}</b>`
    at = match.index + match[0].length
  }
  return html + escapeHtml(text.slice(at))
}

/** The part of a document's text around the first searched term, cut at words, as plain text. */
export function snippetOf(text: string, terms: readonly string[]): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= SNIPPET_LENGTH) return clean
  const folded = foldForSearch(clean)
  const first = Math.min(...terms.map((term) => folded.search(new RegExp(`(?<![\\p{L}\\p{N}])${term}`, 'u'))).filter((index) => index >= 0), Infinity)
  const start = Number.isFinite(first) ? Math.max(0, clean.lastIndexOf(' ', Math.max(0, first - 40)) + 1) : 0
  const end = clean.indexOf(' ', start + SNIPPET_LENGTH)
  const cut = clean.slice(start, end < 0 ? undefined : end)
  return `${start > 0 ? '… ' : ''}${cut}${end < 0 ? '' : ' …'}`
}

/** A result's address as it is shown: host and path, without the scheme. */
export function formattedUrlOf(link: string): string {
  const url = new URL(link)
  return `${url.host}${url.pathname === '/' ? '' : decodeURI(url.pathname)}`
}

/** A document the index found, as the index keeps it. */
export type IndexedDocument = {
  path: string
  title: string
  body: string
  imageUrl: string | null
  imageAlt: string | null
  /** The collection it is of, when known (docs/decisions/0108). */
  kind?: string
  /** How many sections of the course a result stands for (docs/decisions/0107); absent or 1 for any other document. */
  sections?: number | string | null
}

/** What groups a course's sections into one result (docs/decisions/0107); the migration `*_search_groups` writes the same. */
export function courseGroupKey(type: string, courseNumber: string): string {
  return `course:${type}:${courseNumber}`
}

/** What a course's result says before its text: how many sections it has, when more than one. */
export function sectionsNote(sections: number): string {
  return sections > 1 ? `${sections} sections · ` : ''
}

/** spec §3: the answer for one page of documents the site's own index found. */
export function searchResponse(
  query: string,
  found: { documents: readonly IndexedDocument[]; total: number },
  start: number,
  origin: string,
  terms: readonly string[],
): SearchResponse {
  const items = found.documents.map((document): SearchItem => {
    const link = new URL(document.path, origin).toString()
    const formattedUrl = formattedUrlOf(link)
    const kind = kindOfCollection(document.kind)
    const snippet = `${sectionsNote(Number(document.sections ?? 1))}${snippetOf(document.body, terms)}`
    return {
      title: document.title,
      link,
      htmlTitle: markTerms(document.title, terms),
      formattedUrl,
      htmlFormattedUrl: markTerms(formattedUrl, terms),
      snippet,
      htmlSnippet: markTerms(snippet, terms),
      pagemap: {
        ...(kind ? { kind: [{ value: kind.value, label: kind.label }] } : {}),
        ...(document.imageUrl ? { cse_thumbnail: [{ src: new URL(document.imageUrl, origin).toString() }] } : {}),
        metatags: [{ 'og:title': document.title, ...(document.imageAlt ? { 'og:image:alt': document.imageAlt, 'twitter:alt': document.imageAlt } : {}) }],
      },
    }
  })
  const total = String(found.total)
  const next = start + SEARCH_PAGE_SIZE
  return {
    items,
    searchInformation: { totalResults: total, formattedTotalResults: found.total.toLocaleString('en-US') },
    queries: {
      request: [{ searchTerms: query, startIndex: start, count: items.length, totalResults: total }],
      ...(next <= found.total && next <= SEARCH_MAX_START ? { nextPage: [{ searchTerms: query, startIndex: next, count: SEARCH_PAGE_SIZE }] } : {}),
    },
  }
}

/** The home page's structured data: the site, and how a search engine may search it (schema.org SearchAction, to /search?q=). */
export function webSiteStructuredData(name: string, origin: string): Record<string, unknown> {
  return {
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${SEARCH_PAGE_PATH}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}
