/**
 * `npm run bench [-- --size small|large --seconds 5 --connections 10 --only <word>]`: starts the production
 * server on a fresh seeded database and prints requests per second and p50/p99 latency for the
 * cached home page, a dynamic /api/v1 endpoint, and the home page's own HTML bytes served by a
 * minimal Node static file server in the same run; then the first-load JavaScript of `/`, and 500
 * form submissions sent at once, each checked to be stored exactly once.
 * It prints figures and asserts nothing: tests check behaviour, this measures speed.
 */
import { createReadStream, readFileSync, writeFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { ROOT } from './lib/env.mjs'
import { type SeededServer, startSeededServer } from './lib/seeded-server'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    soak: { type: 'boolean', default: false },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const port = Number(process.env.BENCH_PORT ?? 3200)
const staticPort = port + 1

/**
 * What each area measures besides the home page: its cached pages and its API calls.
 * `vsStatic` prints the target's requests per second against the static file server too.
 */
const TARGETS: { name: string; path: string; vsStatic?: boolean }[] = [
  { name: 'GET /api/v1/locations?limit=50 (dynamic)', path: '/api/v1/locations?limit=50' },
  { name: 'GET /about/about-sva/working-at-sva (cached)', path: '/about/about-sva/working-at-sva', vsStatic: true },
  { name: 'GET /api/v1/match/{3-level path}', path: '/api/v1/match/about/about-sva/working-at-sva' },
  // People, places and media
  { name: 'GET /faculty (cached page)', path: '/faculty' },
  { name: 'GET /faculty/department/illustration', path: '/faculty/department/illustration' },
  { name: 'GET /videos (cached page)', path: '/videos' },
  { name: 'GET /videos/studio-visits (cached page)', path: '/videos/studio-visits' },
  { name: 'GET /contact-and-maps (cached page)', path: '/contact-and-maps' },
  { name: 'GET /api/v1/faculty-profiles (4000)', path: '/api/v1/faculty-profiles?filters[published]=true' },
  { name: 'GET /api/v1/faculty-profiles/grouped-by…', path: '/api/v1/faculty-profiles/grouped-by-letter' },
  { name: 'GET /api/v1/videos (limit 5)', path: '/api/v1/videos?filters[published]=true' },
  { name: 'GET /api/v1/video-channels', path: '/api/v1/video-channels' },
  { name: 'GET /api/v1/libcal/hours/5459,5461 (week)', path: '/api/v1/libcal/hours/5459,5461?from=2026-11-23&to=2026-11-29' },
  // Events: the target is p99 under 50 ms at 10 connections for the API call, with --size large (docs/decisions/0011).
  { name: 'GET /api/v1/events?limit=50', path: '/api/v1/events?limit=50' },
  { name: 'GET /events?type=Talk (filtered calendar)', path: '/events?type=Talk' },
  { name: 'GET /events/{slug} (event page)', path: '/events/visiting-artist-lecture-noor-haddad' },
  // Press
  { name: 'GET /api/v1/press-releases', path: '/api/v1/press-releases' },
  { name: 'GET /api/v1/external-press', path: '/api/v1/external-press' },
  { name: 'GET /press-releases (cached page)', path: '/press-releases' },
  // Stories: /features cached against the static file, the features call on the large seed.
  { name: 'GET /features (cached)', path: '/features', vsStatic: true },
  { name: 'GET /features/{slug} (cached)', path: '/features/a-sculptor-who-works-in-salt' },
  { name: 'GET /api/v1/features', path: '/api/v1/features' },
  { name: 'GET /api/v1/features (filtered, page 5)', path: '/api/v1/features?filters[featuredOn][homepage]=false&sortBy=articleDate-DESC&page=5' },
  // Courses: the target is p99 under 50 ms at 10 connections for the search call, with --size large (over 5,000 sections).
  { name: 'GET /api/v1/courses/ (all, by title)', path: '/api/v1/courses/?limit=9999&sortBy=title-ASC' },
  { name: 'GET /api/v1/courses/ (type CE)', path: '/api/v1/courses/?limit=9999&sortBy=title-ASC&filters[type]=CE' },
  { name: 'GET /api/v1/courses/ (category, 9999)', path: '/api/v1/courses/?limit=9999&sortBy=title-ASC&filters[type]=CE&filters[categories]=2' },
  { name: 'GET /api/v1/courses/ (keywords, 20)', path: '/api/v1/courses/?limit=20&filters[keywords]=drawing' },
  // Search: the target is p99 under 50 ms at 10 connections, with --size large (docs/decisions/0057).
  { name: 'GET /api/v1/search (one word)', path: '/api/v1/search?q=painting' },
  { name: 'GET /api/v1/search (two words, page 2)', path: '/api/v1/search?q=open%20studio&start=11' },
  { name: 'GET /api/v1/search (misspelt)', path: '/api/v1/search?q=ilustration' },
  { name: 'GET /academics/continuing-education/courses', path: '/academics/continuing-education/courses' },
  { name: 'GET /academics/…/courses?title=drawing', path: '/academics/continuing-education/courses?title=drawing' },
]

type Figures = { name: string; requests: number; errors: number; rps: number; p50: number; p99: number }

/** A visitor's address of its own for each request: the abuse limits (per address) measure nobody here. */
let visitors = 0
const visitor = () => {
  const n = visitors++
  return { 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
}

/** `clients` loops that each send one request after another for `duration` seconds, to `url` (or the n-th request's). */
async function load(name: string, url: string | ((n: number) => string), clients = connections, duration = seconds): Promise<Figures> {
  const urlOf = typeof url === 'string' ? () => url : url
  let sent = 0
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + duration * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now()
        try {
          const target = urlOf(sent++)
          const response = await fetch(target, { headers: visitor() })
          await response.arrayBuffer()
          if (!response.ok && !(response.status === 404 && target.includes(PROBE_PATH))) errors++
        } catch {
          errors++
        }
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { name, requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) }
}

/** Files the static server answers, by request path; anything else gets the home page's. */
const staticFiles = new Map<string, string>()

/** The minimal static file server: one file from disk, streamed, no framework. */
function staticServer(file: string): Promise<Server> {
  staticFiles.set('/', file)
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    createReadStream(staticFiles.get(request.url ?? '/') ?? file).pipe(response)
  })
  return new Promise((resolve) => server.listen(staticPort, '127.0.0.1', () => resolve(server)))
}

/**
 * Gzipped size of the scripts the home page loads before it is interactive, and the part of it
 * that is the framework's own runtime (the build manifest's `rootMainFiles`, loaded by every page
 * of any Next.js app), so that what the site adds can be read apart (docs/decisions/0009).
 */
async function firstLoadJs(base: string, html: string): Promise<{ total: number; framework: number }> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next/build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  const frameworkFiles = new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`))
  // `noModule` scripts are polyfills that modern browsers never download.
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+\.js(?:\?[^"]*)?)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src))
  let total = 0
  let framework = 0
  for (const src of new Set(sources)) {
    const bytes = gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length
    total += bytes
    if (frameworkFiles.has(new URL(src, base).pathname)) framework += bytes
  }
  return { total, framework }
}

/** How many form submissions the bench sends at once, each from a sender of its own. */
const FORM_SUBMISSIONS = 500

/**
 * Sends FORM_SUBMISSIONS submissions at once through the API, then reads them back as staff
 * (the CSV export): each acknowledged one must be stored exactly once.
 */
async function concurrentSubmissions(seeded: SeededServer) {
  const run = `bench-${Date.now()}`
  const started = performance.now()
  const statuses = await Promise.all(
    Array.from({ length: FORM_SUBMISSIONS }, (_, i) =>
      fetch(`${seeded.base}/api/v1/forms/sva-feedback/submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: `b${i}@example.edu`, topic: 'something-else', feedback: `${run} number ${i}` }),
      }).then(
        (response) => response.status,
        () => 0,
      ),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  const csv = await (
    await fetch(`${seeded.base}/api/v1/forms/sva-feedback/submissions.csv`, { headers: { Authorization: `JWT ${await seeded.adminToken()}` } })
  ).text()
  const found = [...csv.matchAll(new RegExp(`${run} number (\\d+)`, 'g'))].map((match) => Number(match[1]))
  const acknowledged = statuses.flatMap((status, i) => (status === 201 ? [i] : []))
  return {
    acknowledged: acknowledged.length,
    seconds,
    stored: found.length,
    duplicates: found.length - new Set(found).size,
    missing: acknowledged.filter((i) => !found.includes(i)).length,
  }
}

let server: SeededServer | null = null
let baseline: Server | null = null
/** Issue 20: the soak's connections and seconds. */
const SOAK_CONNECTIONS = 100
const SOAK_SECONDS = 60
/** What a prober asks for: an address that is no page (its 404 is the expected answer). */
const PROBE_PATH = '/no-such-page-'
/** The soak leaves out the calls that hand over a whole catalogue at once (measured on their own above). */
const isWholeCatalogue = (target: { name: string }) => /9999|4000|\(all/.test(target.name)

/**
 * `--soak`: SOAK_CONNECTIONS for SOAK_SECONDS over a mix of the targets and unknown addresses,
 * printing errors, p99 and the server's memory before, after, and after a minute's rest.
 */
async function soak(seeded: SeededServer) {
  const urls = [...TARGETS.filter((target) => !isWholeCatalogue(target)).map((target) => `${seeded.base}${target.path}`), `${seeded.base}/`]
  for (const url of urls) await (await fetch(url)).arrayBuffer() // each page renders once first
  const before = seeded.memoryMb()
  // One request in ten to an unknown address, each distinct, as a prober's would be (404; nothing is cached).
  const figures = await load(
    `soak: ${SOAK_CONNECTIONS} connections, ${SOAK_SECONDS} s`,
    (n) => (n % 10 === 9 ? `${seeded.base}${PROBE_PATH}${n}` : urls[n % urls.length]!),
    SOAK_CONNECTIONS,
    SOAK_SECONDS,
  )
  const after = seeded.memoryMb()
  await new Promise((resolve) => setTimeout(resolve, 60_000))
  return { figures, before, after, rested: seeded.memoryMb() }
}

try {
  server = await startSeededServer({ name: 'bench', port, size: values.size })
  const base = server.base
  if (values.soak) {
    const { figures, before, after, rested } = await soak(server)
    console.log(
      `\n${figures.name} (${values.size} seed): ${figures.requests} requests, ${figures.errors} errors, ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`,
    )
    console.log(`server memory: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after, ${rested.toFixed(0)} MB after a minute's rest`)
  } else {
    const html = await (await fetch(`${base}/`)).text() // renders once; cached from here on
    const htmlFile = path.join(ROOT, 'tmp/bench/index.html')
    writeFileSync(htmlFile, html)
    baseline = await staticServer(htmlFile)

    const results: Figures[] = []
    results.push(await load('GET / (cached page)', `${base}/`))
    results.push(await load('static file server, same HTML', `http://127.0.0.1:${staticPort}/`))
    const againstStatic: [Figures, Figures, string][] = []
    // `--only search` measures the targets whose name holds the word (the home page and its baseline always).
    for (const [i, target] of TARGETS.entries()) {
      if (values.only && !target.name.toLowerCase().includes(values.only.toLowerCase())) continue
      const warm = await (await fetch(`${base}${target.path}`)).text() // a page renders once; cached from here on
      const figures = await load(target.name, `${base}${target.path}`)
      results.push(figures)
      if (target.vsStatic) {
        // The same page's HTML from the static file server: the fair baseline for a cached page.
        const file = path.join(ROOT, 'tmp/bench', `target-${i}.html`)
        writeFileSync(file, warm)
        staticFiles.set(target.path, file)
        const fileFigures = await load('static file server, same HTML', `http://127.0.0.1:${staticPort}${target.path}`)
        results.push(fileFigures)
        againstStatic.push([figures, fileFigures, `${target.path} (${(Buffer.byteLength(warm) / 1024).toFixed(1)} KB of HTML)`])
      }
    }
    const js = await firstLoadJs(base, html)
    const forms = await concurrentSubmissions(server)

    console.log(`\nbench: ${values.size} seed, ${connections} connections, ${seconds} s each, client and server on this machine\n`)
    console.log(
      `${'target'.padEnd(44)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
    )
    for (const r of results) {
      console.log(
        `${r.name.padEnd(44)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}${r.rps.toFixed(0).padStart(10)}${r.p50.toFixed(2).padStart(10)}${r.p99.toFixed(2).padStart(10)}`,
      )
    }
    const [page, file] = results
    console.log(
      `\nGET / against the static file server: ${((page!.rps / file!.rps) * 100).toFixed(0)}% of its requests per second (${(page!.rps / file!.rps).toFixed(2)}×)`,
    )
    for (const [figures, fileFigures, label] of againstStatic) {
      console.log(
        `${label} against the static file server: ${((figures.rps / fileFigures.rps) * 100).toFixed(0)}% of its requests per second (${(figures.rps / fileFigures.rps).toFixed(2)}×)`,
      )
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(`home page HTML: ${kb(Buffer.byteLength(html))}`)
    console.log(`first-load JavaScript of /: ${kb(js.total)} gzip = framework runtime ${kb(js.framework)} + the site's own ${kb(js.total - js.framework)}`)
    console.log(
      `${FORM_SUBMISSIONS} form submissions at once: ${forms.acknowledged} acknowledged (201) in ${forms.seconds.toFixed(1)} s, ${forms.stored} stored, ${forms.duplicates} stored twice, ${forms.missing} acknowledged but missing`,
    )
  }
} finally {
  server?.stop()
  baseline?.close()
}
process.exit(0)
