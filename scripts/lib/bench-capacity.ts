/** The bench's capacity figures (scripts/bench.ts): the hot page, unknown addresses and a random walk, in one run. */
import { get } from 'node:http'

import { type Bench, type Figures, getRaw, ms } from './bench-generator'

/** What the capacity figures' requests accept, as a browser's do: each page is kept and sent compressed (decision 0135). */
const ENCODING = 'br'

/** A GET with `Accept-Encoding: br`, read to its end; its status. */
function getCompressed(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': ENCODING } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** How many of the sitemap's pages the random walk visits, each warmed first (decision 0135). */
const WALK_PAGES = 300
/** The capacity targets, as ratios to the hot page measured in the same run (decisions 0135, 0136). */
const CAPACITY_TARGETS = { unknown: 0.1, walk: 0.3 }

/** Up to `count` of the sitemap's pages, spread over it (every n-th), as paths with their query. */
export async function sitemapPaths(base: string, count: number): Promise<string[]> {
  const xml = (await getRaw(`${base}/sitemap.xml`)).body.toString()
  const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'))
    return `${url.pathname}${url.search}`
  })
  const step = Math.max(1, Math.floor(all.length / count))
  return all.filter((_, i) => i % step === 0).slice(0, count)
}

/**
 * Capacity, in one run: the hot page (`/`, one address), distinct unknown addresses (each request a new one) and a walk
 * over WALK_PAGES warmed pages of the sitemap, shuffled; the last two as ratios to the first.
 */
export async function capacity({ load }: Bench, base: string) {
  const pages = await sitemapPaths(base, WALK_PAGES)
  let warmed = 0
  for (const page of pages) if ((await getCompressed(`${base}${page}`)) === 200) warmed++
  // Twice: a calendar page (60 s) warmed first has expired by the end of the first pass.
  for (const page of pages) await getCompressed(`${base}${page}`)
  // The same order for every run: a fixed shuffle.
  const walk = pages
    .map((page, i) => ({ page, order: (i * 7919) % pages.length }))
    .sort((a, b) => a.order - b.order)
    .map(({ page }) => page)
  await getCompressed(`${base}/`)
  await getCompressed(`${base}/no-such-page-warm`)
  const hot = await load(base, ['/'], { encoding: ENCODING })
  const unknown = await load(base, ['/'], { probe: '/no-such-page-', probeEvery: 1, encoding: ENCODING })
  const walked = await load(base, walk, { encoding: ENCODING })
  return { hot, unknown, walked, pages: pages.length, warmed }
}

/** Prints capacity()'s figures. */
export function printCapacity(
  { hot, unknown, walked, pages, warmed }: Awaited<ReturnType<typeof capacity>>,
  { connections, seconds }: { connections: number; seconds: number },
) {
  const row = (name: string, figures: Figures, target?: number) =>
    `  ${name.padEnd(44)}${figures.rps.toFixed(0).padStart(8)} req/s  p50 ${ms(figures.p50).padStart(7)}  p99 ${ms(figures.p99).padStart(7)}  errors ${figures.errors}` +
    (target === undefined ? '' : `  ${(figures.rps / hot.rps).toFixed(3)}× the hot page (target ${target}×)`)
  console.log(`
capacity, same run, ${connections} connections, ${seconds} s each, Accept-Encoding: ${ENCODING} (decisions 0135, 0136):`)
  console.log(row('GET / (the hot page)', hot))
  console.log(row('distinct unknown addresses (404 page)', unknown, CAPACITY_TARGETS.unknown))
  console.log(row(`random walk over ${pages} warmed pages (${warmed} 200s)`, walked, CAPACITY_TARGETS.walk))
}
