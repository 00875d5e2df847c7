/**
 * The bench's visitor mix (`--soak`, decision 0162): a crowd's requests, each from its own address through the trusted
 * proxy's X-Forwarded-For: 70 % pages drawn from the sitemap, 20 % list calls of spec §7 with varied filters, 10 % addresses
 * that name nothing; every page and call warmed once first.
 */
import { get } from 'node:http'

import { type Bench, getRaw, ms } from './bench-generator'
import { sitemapPaths } from './bench-capacity'

/** How many of the sitemap's pages the mix draws, spread over it; each is rendered once while warming. */
const SOAK_PAGES = 700
/** The mix's shares, in tenths: pages and calls here, unknown addresses by the generator (one request in ten). */
const MIX = { pages: 7, calls: 2 }
const SOAK_CONNECTIONS = 100
const SOAK_SECONDS = 60
/** What the mix must reach, warm (docs/measuring.md, 0162): requests/s, p99 in ms, and no error or timeout. */
const SOAK_TARGETS = { rps: 500, p99Ms: 1000 }
/** Resident memory the server may hold after the mix and after resting (docs/caching.md lists each cache's bound). */
const MEMORY_TARGET_MB = 600
/** What a prober asks for: an address that is no page (its 404 is the expected answer). */
const PROBE_PATH = '/no-such-page-'
/** Warming asks this many at a time, as a crawler would. */
const WARM_CONCURRENCY = 4

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1)

/** The list calls a crowd makes, with the filters and pages the site's own pages and other clients ask for (spec §7). */
function listCalls(pages: string[]): string[] {
  const words = ['drawing', 'painting', 'design', 'photo', 'film', 'animation', 'writing', 'sculpture', 'illustration', 'portfolio']
  return [
    ...range(10).flatMap((page) => [10, 20, 50].map((limit) => `/api/v1/events?limit=${limit}&page=${page}`)),
    ...range(10).map((page) => `/api/v1/events?filters[showExpired]=true&limit=20&page=${page}`),
    ...['Talk', 'Exhibition', 'Workshop', 'Open House', 'Screening'].map((type) => `/api/v1/events?filters[eventType][like]=${encodeURIComponent(type)}`),
    ...range(20).map((page) => `/api/v1/features?page=${page}`),
    ...range(10).map((page) => `/api/v1/features?filters[featuredOn][homepage]=false&sortBy=articleDate-DESC&page=${page}`),
    ...range(20).map((page) => `/api/v1/press-releases?page=${page}`),
    ...range(10).map((page) => `/api/v1/external-press?page=${page}`),
    ...range(10).map((page) => `/api/v1/videos?filters[published]=true&page=${page}`),
    ...range(20).map((page) => `/api/v1/faculty-profiles?filters[published]=true&limit=20&page=${page}`),
    ...words.map((word) => `/api/v1/courses/?limit=20&filters[keywords]=${word}`),
    ...words.map((word) => `/api/v1/faculty-profiles?filters[name][like]=${word.slice(0, 3)}`),
    // The path look-ups a client makes for the pages it shows.
    ...pages.slice(0, 40).map((page) => `/api/v1/match${page.split('?')[0]}`),
  ]
}

/** Interleaves pages and calls in the mix's shares: MIX.pages pages, then MIX.calls calls, over and over. */
function interleave(pages: string[], calls: string[]): string[] {
  const mixed: string[] = []
  for (let round = 0; round * MIX.pages < pages.length || round * MIX.calls < calls.length; round++) {
    for (let i = 0; i < MIX.pages; i++) mixed.push(pages[(round * MIX.pages + i) % pages.length]!)
    for (let i = 0; i < MIX.calls; i++) mixed.push(calls[(round * MIX.calls + i) % calls.length]!)
  }
  return mixed
}

/** A GET as a browser sends it (Brotli accepted), read to its end; its status. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', () => resolve(0))
  })
}

/** Asks for every address once, WARM_CONCURRENCY at a time; answers the ones that did not answer 200, with their status. */
async function warm(base: string, paths: string[]): Promise<string[]> {
  const failed: string[] = []
  let next = 0
  await Promise.all(
    range(WARM_CONCURRENCY).map(async () => {
      while (next < paths.length) {
        const path = paths[next++]!
        const answer = await status(`${base}${path}`)
        if (answer !== 200) failed.push(`${answer} ${path}`)
      }
    }),
  )
  return failed
}

/** The mix's pages and calls, each asked for once (warm); the ones that did not answer 200 are left out and named. */
async function soakMix(base: string) {
  const sampled = await sitemapPaths(base, SOAK_PAGES)
  const started = performance.now()
  const notWarmed = await warm(base, [...sampled, ...listCalls(sampled)])
  const warmSeconds = (performance.now() - started) / 1000
  const failed = new Set(notWarmed.map((line) => line.slice(line.indexOf(' ') + 1)))
  const pages = sampled.filter((page) => !failed.has(page))
  const calls = listCalls(sampled).filter((call) => !failed.has(call))
  return { pages, calls, notWarmed, warmSeconds }
}

/** The visitor mix, warm, SOAK_CONNECTIONS for SOAK_SECONDS, with the server's memory before, after and after a minute's rest. */
async function soak(base: string, load: Bench['load'], memoryMb: () => number) {
  const { pages, calls, notWarmed, warmSeconds } = await soakMix(base)
  await getRaw(`${base}${PROBE_PATH}warm`)
  const before = memoryMb()
  const figures = await load(base, interleave(pages, calls), {
    clients: SOAK_CONNECTIONS,
    duration: SOAK_SECONDS,
    visitors: true,
    probe: PROBE_PATH,
    encoding: 'br',
  })
  const after = memoryMb()
  await new Promise((resolve) => setTimeout(resolve, 60_000))
  return { figures, before, after, rested: memoryMb(), pages: pages.length, calls: calls.length, notWarmed, warmSeconds }
}

/**
 * The mix `runs` times on the same server, after its memory just after it started, each run printed as it ends; then the
 * memory after each run's rest and its growth from the first (decision 0163: no growth run to run); then, with
 * `idleMinutes`, the memory after the server rested that long untouched (decision 0164).
 */
export async function soakRuns(
  base: string,
  load: Bench['load'],
  memoryMb: () => number,
  { runs, idleMinutes }: { runs: number; idleMinutes: number },
  size: string,
) {
  console.log(`\nserver memory (resident) just after it started: ${memoryMb().toFixed(0)} MB`)
  const each: Awaited<ReturnType<typeof soak>>[] = []
  for (let run = 1; run <= runs; run++) {
    each.push(await soak(base, load, memoryMb))
    if (runs > 1) console.log(`\nrun ${run} of ${runs}:`)
    printSoak(each.at(-1)!, size)
  }
  if (each.length > 1) {
    const rested = each.map((run) => run.rested)
    const growth = rested.at(-1)! - rested[0]!
    const met = Math.max(...each.map((run) => Math.max(run.after, run.rested))) <= MEMORY_TARGET_MB
    console.log(
      `\nmemory after each run's rest: ${rested.map((mb) => mb.toFixed(0)).join(', ')} MB, ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB from the first — ${met ? 'met' : 'NOT met'} (target ≤ ${MEMORY_TARGET_MB} MB after every run)`,
    )
  }
  if (idleMinutes > 0) {
    await new Promise((resolve) => setTimeout(resolve, idleMinutes * 60_000))
    const idle = memoryMb()
    console.log(
      `\nserver memory (resident) after ${idleMinutes} minutes idle: ${idle.toFixed(0)} MB — ${idle <= MEMORY_TARGET_MB ? 'met' : 'NOT met'} (target ≤ ${MEMORY_TARGET_MB} MB)`,
    )
  }
}

/** Prints soak()'s figures beside their targets. */
function printSoak({ figures, before, after, rested, pages, calls, notWarmed, warmSeconds }: Awaited<ReturnType<typeof soak>>, size: string) {
  const timeouts = figures.failures?.timeout ?? 0
  const met = figures.rps >= SOAK_TARGETS.rps && figures.p99 < SOAK_TARGETS.p99Ms && figures.errors === 0 && timeouts === 0
  console.log(
    `\nvisitor mix (${size} seed): ${pages} sitemap pages and ${calls} list calls warmed in ${warmSeconds.toFixed(0)} s (${notWarmed.length} left out, not 200${notWarmed.length ? `: ${notWarmed.join(', ')}` : ''}); one request in ten to an unknown address; each from its own X-Forwarded-For`,
  )
  console.log(
    `soak: ${SOAK_CONNECTIONS} connections, ${SOAK_SECONDS} s: ${figures.requests} requests, ${figures.rps.toFixed(0)} req/s, p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms, ${figures.errors} errors, ${timeouts} timeouts — ${met ? 'met' : 'NOT met'} (target ≥ ${SOAK_TARGETS.rps} req/s, p99 < ${SOAK_TARGETS.p99Ms} ms, no error or timeout)`,
  )
  const failures = Object.entries(figures.failures ?? {}).filter(([, count]) => count > 0)
  if (failures.length) console.log(`errors by kind: ${failures.map(([kind, count]) => `${kind} ×${count}`).join(', ')}`)
  const memoryMet = Math.max(after, rested) <= MEMORY_TARGET_MB
  console.log(
    `server memory (resident): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after, ${rested.toFixed(0)} MB after a minute's rest — ${memoryMet ? 'met' : 'NOT met'} (target ≤ ${MEMORY_TARGET_MB} MB)`,
  )
}
