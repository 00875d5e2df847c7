/**
 * `npm run bench -- --crawl`: every address of the sitemap, asked once each at CRAWL_CONNECTIONS at a time; pages per second and errors
 * (docs/measuring.md, "The crawl"; decision 0064). `--uncached`: a sample of it, one after another, each rendered afresh (decision 0175).
 */
import { get } from 'node:http'
import os from 'node:os'

import { getRaw, ms } from './bench-generator'

/** Requests at a time, as the browser tests' crawl (tests/e2e/crawl.spec.ts CONCURRENCY). */
const CRAWL_CONNECTIONS = 8
/** How long one address may take before it counts as an error. */
const CRAWL_TIMEOUT_MS = 30_000
/** What the crawl's requests accept, as a crawler's do. */
const ENCODING = 'gzip, br'

type Fetched = { status: number; ms: number; bytes: number; cache: string }
type Crawled = Fetched & { path: string }

/** A GET read to its end: its status (0 when the connection failed or timed out), how long it took, its bytes as sent and Next's verdict on its page cache. */
function fetchOnce(url: string): Promise<Fetched> {
  const started = performance.now()
  let bytes = 0
  let cache = ''
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 0, ms: performance.now() - started, bytes, cache })
    const request = get(url, { headers: { 'accept-encoding': ENCODING }, timeout: CRAWL_TIMEOUT_MS }, (response) => {
      cache = String(response.headers['x-nextjs-cache'] ?? '')
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes, cache }))
      response.on('error', failed)
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', failed)
  })
}

/** Every address of the sitemap as a path with its query. */
async function allSitemapPaths(base: string): Promise<string[]> {
  const xml = (await getRaw(`${base}/sitemap.xml`)).body.toString()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'))
    return `${url.pathname}${url.search}`
  })
}

/** Asks for every address of the sitemap once, CRAWL_CONNECTIONS at a time, each uncached at first. */
export async function crawl(base: string) {
  const paths = await allSitemapPaths(base)
  const results: Crawled[] = []
  let next = 0
  const loads: number[] = []
  const sampler = setInterval(() => loads.push(os.loadavg()[0]!), 5_000)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CRAWL_CONNECTIONS }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!
        results.push({ path, ...(await fetchOnce(`${base}${path}`)) })
      }
    }),
  )
  clearInterval(sampler)
  return { results, seconds: (performance.now() - started) / 1000, loads }
}

/** Prints crawl()'s figures: pages per second, the median and slowest page, and every error by status. */
export function printCrawl({ results, seconds, loads }: Awaited<ReturnType<typeof crawl>>, size: string) {
  const errors = results.filter((result) => result.status !== 200)
  const times = results.map((result) => result.ms).sort((a, b) => a - b)
  const byStatus = new Map<number, string[]>()
  for (const { status, path } of errors) byStatus.set(status, [...(byStatus.get(status) ?? []), path])
  const load = loads.length ? `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : `load average ${os.loadavg()[0]!.toFixed(1)}`
  console.log(
    `\ncrawl of the whole sitemap (${size} seed), ${CRAWL_CONNECTIONS} connections, each address once: ${results.length} pages in ${seconds.toFixed(0)} s, ` +
      `${(results.length / seconds).toFixed(1)} pages/s, median ${ms(times[Math.floor(times.length / 2)] ?? 0)} ms, slowest ${ms(times.at(-1) ?? 0)} ms, ${errors.length} errors (${load})`,
  )
  for (const [status, paths] of byStatus)
    console.log(`  ${status || 'no answer'} ×${paths.length}: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}`)
}

/** How many of the sitemap's addresses `--uncached` asks for: enough for a median that one slow page does not move. */
const UNCACHED_SAMPLE = 40
/** The target for the median uncached page, on a quiet machine (docs/decisions/0175). */
const UNCACHED_TARGET_MS = 50

/** The first segment of a path, which names its kind of page (`events`, `faculty`, a content page's section…). */
const kindOf = (path: string) => path.split(/[/?]/)[1] || '(home)'

/**
 * `--uncached`: UNCACHED_SAMPLE addresses of the sitemap in a fixed shuffle, asked one after another, each once, on a server whose page
 * cache was emptied at its start, so each is rendered afresh (`x-nextjs-cache` MISS, or none for a page rendered per request). Each page
 * template is asked once first, outside the sample: the first render of a kind loads its code.
 */
export async function uncached(base: string, warm: string[]) {
  const all = await allSitemapPaths(base)
  for (const path of warm) await fetchOnce(`${base}${path}`)
  const asked = new Set(warm)
  const sample = all
    .map((path, i) => ({ path, order: (i * 7919) % all.length }))
    .sort((a, b) => a.order - b.order)
    .map(({ path }) => path)
    .filter((path) => !asked.has(path))
    .slice(0, UNCACHED_SAMPLE)
  const loads = [os.loadavg()[0]!]
  const results: Crawled[] = []
  for (const path of sample) results.push({ path, ...(await fetchOnce(`${base}${path}`)) })
  loads.push(os.loadavg()[0]!)
  return { results, loads, sitemap: all.length }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Prints uncached()'s figures: the median, mean and slowest render, the median per kind of page, and any page not rendered afresh. */
export function printUncached({ results, loads, sitemap }: Awaited<ReturnType<typeof uncached>>, size: string) {
  const times = results.map((result) => result.ms)
  const mean = times.reduce((sum, time) => sum + time, 0) / (times.length || 1)
  const load = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`
  const verdict = median(times) <= UNCACHED_TARGET_MS ? 'met' : 'not met'
  console.log(
    `\nuncached pages (${size} seed), ${results.length} of the sitemap's ${sitemap} addresses, one after another, each rendered afresh: ` +
      `median ${ms(median(times))} ms (target ${UNCACHED_TARGET_MS} ms: ${verdict}), mean ${ms(mean)} ms, slowest ${ms(Math.max(...times))} ms, ` +
      `median size ${(median(results.map((result) => result.bytes)) / 1024).toFixed(1)} KB compressed (${load})`,
  )
  const kinds = new Map<string, Crawled[]>()
  for (const result of results) kinds.set(kindOf(result.path), [...(kinds.get(kindOf(result.path)) ?? []), result])
  for (const [kind, rows] of [...kinds].sort((a, b) => b[1].length - a[1].length))
    console.log(`  ${kind.padEnd(24)} ×${String(rows.length).padEnd(3)} median ${ms(median(rows.map((row) => row.ms)))} ms`)
  const notFresh = results.filter((result) => result.status !== 200 || (result.cache && result.cache !== 'MISS'))
  for (const { path, status, cache } of notFresh) console.log(`  not a fresh 200: ${path} (${status} ${cache})`)
}
