/** `npm run bench -- --crawl`: every address of the sitemap, asked once each at CRAWL_CONNECTIONS at a time; pages per second and errors (docs/measuring.md, "The crawl"; decision 0064). */
import { get } from 'node:http'
import os from 'node:os'

import { getRaw, ms } from './bench-generator'

/** Requests at a time, as the browser tests' crawl (tests/e2e/crawl.spec.ts CONCURRENCY). */
const CRAWL_CONNECTIONS = 8
/** How long one address may take before it counts as an error. */
const CRAWL_TIMEOUT_MS = 30_000
/** What the crawl's requests accept, as a crawler's do. */
const ENCODING = 'gzip, br'

type Crawled = { path: string; status: number; ms: number }

/** A GET read to its end: its status (0 when the connection failed or timed out) and how long it took. */
function fetchOnce(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = get(url, { headers: { 'accept-encoding': ENCODING }, timeout: CRAWL_TIMEOUT_MS }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
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
