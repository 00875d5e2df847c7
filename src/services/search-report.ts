import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { SEARCH_REPORT_FLUSH_MS, SEARCH_REPORT_PENDING_MAX, SEARCH_REPORT_SIZE, reportDays } from '@/domain/search-editors'

import { type Row, connection } from './search-index'

/**
 * The search query report (docs/decisions/0105, 0130): each first-page search of the site's own index counted by its folded
 * words, its day and whether it found nothing; never who asked. The counts wait in this process's memory (what they hold is
 * what the table holds) and are written together at most SEARCH_REPORT_FLUSH_MS later, one statement for them all, so a search
 * costs no write of its own.
 */

type Tally = { day: string; query: string; searches: number; empty: number }

/**
 * The counts not yet written, by day and query; the Payload they go to; the write under way, which the next flush and the
 * report wait for. On `globalThis`: the API's bundle counts and the back office's bundle reads, each with its own copy of
 * this module.
 */
type Waiting = { pending: Map<string, Tally>; flushTimer: ReturnType<typeof setTimeout> | null; target: Payload | null; writing: Promise<void> }

const KEY = Symbol.for('college.search-report')
const globals = globalThis as typeof globalThis & { [KEY]?: Waiting }
const waiting = (): Waiting => (globals[KEY] ??= { pending: new Map(), flushTimer: null, target: null, writing: Promise.resolve() })

/** Counts a search: its words (folded) and whether it found nothing, under today. Writes nothing now. */
export function recordQuery(payload: Payload, words: readonly string[], found: number): void {
  const query = words.join(' ')
  if (!query) return
  const state = waiting()
  const { today } = reportDays(new Date())
  const key = `${today} ${query}`
  const tally = state.pending.get(key) ?? { day: today, query, searches: 0, empty: 0 }
  tally.searches += 1
  if (found === 0) tally.empty += 1
  state.pending.set(key, tally)
  state.target = payload
  if (state.pending.size >= SEARCH_REPORT_PENDING_MAX) void flushQueryReport()
  else state.flushTimer ??= setTimeout(() => void flushQueryReport(), SEARCH_REPORT_FLUSH_MS).unref()
}

/** Writes the waiting counts in one statement, added to each day's and query's, and forgets the days older than the report. */
export function flushQueryReport(): Promise<void> {
  const state = waiting()
  if (state.flushTimer) clearTimeout(state.flushTimer)
  state.flushTimer = null
  const tallies = [...state.pending.values()]
  const payload = state.target
  state.pending = new Map()
  state.writing = state.writing.then(async () => {
    if (!payload || tallies.length === 0) return
    try {
      const db = await connection(payload)
      const rows = sql.join(
        tallies.map((tally) => sql`(${tally.day}, ${tally.query}, ${tally.searches}, ${tally.empty})`),
        sql`, `,
      )
      await db.run(sql`INSERT INTO search_queries (day, query, searches, empty) VALUES ${rows}
        ON CONFLICT (day, query) DO UPDATE SET searches = search_queries.searches + excluded.searches, empty = search_queries.empty + excluded.empty`)
      await db.run(sql`DELETE FROM search_queries WHERE day < ${reportDays(new Date()).since}`)
    } catch (error) {
      // Counts, not content: lost ones are logged, the searches were answered.
      console.error(`[search] ${tallies.length} queries of the report could not be stored:`, error instanceof Error ? error.message : error)
    }
  })
  return state.writing
}

type ReportRow = { query: string; searches: number }

/** The most frequent queries, and those that found nothing, over the report's days (this process's waiting counts included). */
export async function queryReport(payload: Payload): Promise<{ frequent: ReportRow[]; noResults: ReportRow[] }> {
  await flushQueryReport()
  const db = await connection(payload)
  const { since } = reportDays(new Date())
  const rows = (list: Row[]) => list.map((row) => ({ query: String(row.query), searches: Number(row.searches) }))
  const [frequent, noResults] = await Promise.all([
    db.rows(sql`SELECT query, SUM(searches) AS searches FROM search_queries WHERE day >= ${since}
      GROUP BY query ORDER BY SUM(searches) DESC, query LIMIT ${SEARCH_REPORT_SIZE}`),
    db.rows(sql`SELECT query, SUM(empty) AS searches FROM search_queries WHERE day >= ${since}
      GROUP BY query HAVING SUM(empty) > 0 ORDER BY SUM(empty) DESC, query LIMIT ${SEARCH_REPORT_SIZE}`),
  ])
  return { frequent: rows(frequent), noResults: rows(noResults) }
}
