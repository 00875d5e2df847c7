/** The bench's search figures (docs/decisions/0130): one word and three words, kept and unkept, beside the floor; the judged query set. */
import type { SearchResponse } from '@/domain/search'

import { JUDGED_QUERIES, answeredWell } from '../../tests/integration/judged-queries'
import { type Row, ms } from './bench-generator'

/** Spellings of `words` in upper and lower case, as many as `count`: one search each, but each its own kept answer. */
function spellings(words: string, count: number): string[] {
  const letters = [...words].map((letter, at) => ({ letter, at })).filter(({ letter }) => /[a-z]/.test(letter))
  return Array.from({ length: Math.min(count, 2 ** letters.length) }, (_, n) => {
    const chars = [...words]
    letters.forEach(({ letter, at }, bit) => {
      if ((n >> bit) & 1) chars[at] = letter.toUpperCase()
    })
    return chars.join('')
  })
}

/** More distinct queries than the search keeps answers for (services/search.ts, KEPT_SEARCHES 1000): each request is searched afresh. */
const UNKEPT_QUERIES = 1500
const searchPath = (query: string) => `/api/v1/search?${new URLSearchParams({ q: query })}`
const ONE_WORDS = ['painting', 'drawing', 'illustration', 'photography', 'sculpture', 'animation', 'ceramics', 'exhibition']
const THREE_WORDS = ['figure drawing workshop', 'summer housing deadline', 'graduate fine arts', 'digital photography class', 'visiting artist lecture']
/** Each of `queries` in turn, in as many spellings as make UNKEPT_QUERIES in all. */
const unkept = (queries: string[]) => queries.flatMap((query) => spellings(query, Math.ceil(UNKEPT_QUERIES / queries.length))).map(searchPath)

/** The search's own figures (docs/decisions/0130): one word and three words, their answer kept and searched afresh each time. */
export const SEARCH_TARGETS: { name: string; path: string; paths?: string[] }[] = [
  { name: 'GET /api/v1/search (one word)', path: searchPath('painting') },
  { name: 'GET /api/v1/search (one word, unkept)', path: searchPath('painting'), paths: unkept(ONE_WORDS) },
  { name: 'GET /api/v1/search (three words)', path: searchPath(THREE_WORDS[0]!) },
  { name: 'GET /api/v1/search (three words, unkept)', path: searchPath(THREE_WORDS[0]!), paths: unkept(THREE_WORDS) },
]

/** docs/decisions/0057: the search's target at 10 connections on the large seed. */
const SEARCH_P99_TARGET_MS = 50

/** The search's figures beside the framework's floor measured in the same run, the ratio of their p99s (docs/decisions/0130). */
export function printSearchFigures(
  rows: Row[],
  run: { floor: string; emptyPage: string; connections: number; size: string; machineLoad: Map<string, number> },
) {
  const searches = rows.filter((row) => SEARCH_TARGETS.some((target) => target.name === row.name))
  const floor = rows.find((row) => row.name === run.floor)
  if (searches.length === 0 || !floor) return
  console.log(
    `
search: target p99 under ${SEARCH_P99_TARGET_MS} ms at ${run.connections} connections (${run.size} seed), beside the framework's floor (a trivial route) in this run; "unkept": ${UNKEPT_QUERIES} spellings in turn, each searched afresh; load: the one-minute load average while measured
`,
  )
  for (const row of [rows.find((row) => row.name === run.emptyPage), floor, ...searches]) {
    if (!row) continue
    const cells = [
      row.name.padEnd(46),
      `${row.next.rps.toFixed(0).padStart(6)} req/s`,
      `p50 ${ms(row.next.p50).padStart(7)} ms`,
      `p99 ${ms(row.next.p99).padStart(7)} ms`,
      `p99 ${(row.next.p99 / floor.next.p99).toFixed(1).padStart(5)}× the floor's`,
      `errors ${row.next.errors}`,
      `load ${run.machineLoad.get(row.name)?.toFixed(1) ?? '?'}`,
    ]
    console.log(cells.join('  '))
  }
}

/** The judged query set (tests/integration/judged-queries.ts, docs/decisions/0105) asked of the bench's server: answered well, and empty. */
export async function judgedFigures(base: string) {
  const missed: string[] = []
  let empty = 0
  for (const [n, judgement] of JUDGED_QUERIES.entries()) {
    // Each query from an address of its own: the search limit counts per address.
    const response = await fetch(`${base}${searchPath(judgement.query)}`, { headers: { 'X-Forwarded-For': `10.250.${n >> 8}.${n & 255}` } })
    const body = (await response.json().catch(() => ({}))) as Partial<SearchResponse>
    const found = (response.ok && Array.isArray(body.items) ? body.items : []).map((item) => new URL(item.link).pathname)
    if (found.length === 0) empty++
    if (!answeredWell(judgement, found)) missed.push(judgement.query)
  }
  return { well: JUDGED_QUERIES.length - missed.length, total: JUDGED_QUERIES.length, empty, missed }
}
