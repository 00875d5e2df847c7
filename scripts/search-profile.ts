/**
 * `npm run search:profile [-- --runs 20 --plans]`: the site's own search on the database of DATABASE_URL (seed it with
 * `--size large` first), queried afresh as the search service does, without its kept answers: per query, how many
 * statements it sends and how long it takes (median and slowest), and with `--plans` each statement's query plan
 * (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE). Measures only (docs/measuring.md, docs/decisions/0130).
 */
import os from 'node:os'
import { parseArgs } from 'node:util'

import { sql } from '@payloadcms/db-sqlite'

import { searchTerms } from '@/domain/search'
import { bootPayload } from '@/seed/boot'
import { reportDays } from '@/domain/search-editors'
import { connection, queryIndex } from '@/services/search-index'
import { flushQueryReport, recordQuery } from '@/services/search-report'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' }, plans: { type: 'boolean', default: false } } })
const runs = Number(values.runs)

/** One word, three words, a misspelling, a joined form: each path through the search's expansion. */
const QUERIES = ['painting', 'figure drawing workshop', 'summer housing deadline', 'ilustration', 'maikng minicomics', 'precollege', 'open house']

type Statement = ReturnType<typeof sql>
const payload = await bootPayload()
const postgres = payload.db.name === 'postgres'
const drizzle = payload.db.drizzle as unknown as Record<'all' | 'run' | 'execute', ((query: Statement) => Promise<unknown>) | undefined>
/** Each statement the search sends, counted and kept, through the adapter's own methods. */
let sent: Statement[] = []
for (const method of ['all', 'run', 'execute'] as const) {
  const original = drizzle[method]?.bind(drizzle)
  if (original)
    drizzle[method] = (query: Statement) => {
      sent.push(query)
      return original(query)
    }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
console.log(
  `${payload.db.name}, ${runs} runs per query, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
for (const query of QUERIES) {
  const times: number[] = []
  let statements = 0
  let total = 0
  for (let run = 0; run < runs; run++) {
    sent = []
    const started = performance.now()
    total = (await queryIndex(payload, searchTerms(query), { offset: 0, limit: 10 })).total
    times.push(performance.now() - started)
    statements = sent.length
  }
  console.log(
    `${JSON.stringify(query).padEnd(28)} ${String(total).padStart(6)} found  ${statements} statements  median ${median(times).toFixed(1)} ms  slowest ${Math.max(...times).toFixed(1)} ms`,
  )
  if (values.plans) {
    const captured = sent
    sent = []
    for (const statement of captured) {
      const plan = postgres
        ? ((await drizzle.execute!(sql`EXPLAIN (ANALYZE, BUFFERS OFF) ${statement}`)) as { rows: Record<string, unknown>[] }).rows
        : ((await drizzle.all!(sql`EXPLAIN QUERY PLAN ${statement}`)) as Record<string, unknown>[])
      console.log(plan.map((row) => `    ${postgres ? row['QUERY PLAN'] : row.detail}`).join('\n'), '\n')
    }
  }
}
// The query report's cost per search (docs/decisions/0130): before, an upsert and a delete on every first page; now an
// addition in memory, written with the others in one statement. Its rows are taken out again afterwards.
const REPORT_SEARCHES = 200
const db = await connection(payload)
const { today, since } = reportDays(new Date())
const words = ['profile', `run${Date.now()}`]
let started = performance.now()
for (let n = 0; n < REPORT_SEARCHES; n++) {
  await db.run(sql`INSERT INTO search_queries (day, query, searches, empty) VALUES (${today}, ${words.join(' ')}, 1, 0)
    ON CONFLICT (day, query) DO UPDATE SET searches = search_queries.searches + 1, empty = search_queries.empty + excluded.empty`)
  await db.run(sql`DELETE FROM search_queries WHERE day < ${since}`)
}
const writeEach = (performance.now() - started) / REPORT_SEARCHES
started = performance.now()
for (let n = 0; n < REPORT_SEARCHES; n++) recordQuery(payload, words, 1)
await flushQueryReport()
const inMemory = (performance.now() - started) / REPORT_SEARCHES
await db.run(sql`DELETE FROM search_queries WHERE query = ${words.join(' ')}`)
console.log(
  `the query report per search: ${writeEach.toFixed(2)} ms writing each (before 0130), ${inMemory.toFixed(3)} ms counted in memory and written once for ${REPORT_SEARCHES}`,
)
process.exit(0)
