/**
 * `npm run bench [-- --size small|large --seconds 5 --connections 10 --only <word>[,<word>…] --template <seeded folder> | --soak [--runs 3] [--idle 60] | --crawl | --uncached]`: the production server on a fresh
 * seeded database, each target's (pages, spec §7's list calls) requests per second and p50/p99 beside the same bytes from a static server, the generator's own
 * ceiling, first-load JavaScript and 500 concurrent form submissions (docs/measuring.md, docs/decisions/0064). Asserts nothing.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
  type Bench,
  type BenchFrontCache,
  FRONT_CACHE_TURNS,
  type Figures,
  GENERATOR,
  type LoadOptions,
  type Row,
  generatorCeiling,
  getRaw,
  measureThroughFrontCache,
  ms,
  printCeiling,
  startBenchFrontCache,
} from './lib/bench-generator'
import { capacity, printCapacity } from './lib/bench-capacity'
import { crawl, printCrawl, printUncached, uncached } from './lib/bench-crawl'
import { ROOT } from './lib/env.mjs'
import { EMPTY_APP_FIRST_LOAD_JS, SITE_JS_BUDGET_BYTES, emptyAppFirstLoadJs, firstLoadScripts } from './lib/first-load-js'
import { SEARCH_TARGETS, judgedFigures, printSearchFigures } from './lib/bench-search'
import { soakRuns } from './lib/bench-soak'
import { type SeededServer, startSeededServer } from './lib/seeded-server'
import { PAGE_TEMPLATES } from './lib/templates'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    soak: { type: 'boolean', default: false },
    /** `--soak`: how many times the mix runs on the same server, its memory printed after each (decision 0163). */
    runs: { type: 'string', default: '1' },
    /** `--soak`: minutes the server then rests untouched before its memory is read once more (decision 0164). */
    idle: { type: 'string', default: '0' },
    crawl: { type: 'boolean', default: false },
    uncached: { type: 'boolean', default: false },
    'front-cache': { type: 'boolean', default: false },
    /** A folder seeded before (college.db, logins.json, secret, media; scripts/lib/seeded-template.mjs), copied instead of seeding afresh. */
    template: { type: 'string' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
/** A static server reaches its pace at once: its baselines and the generator's ceiling take at most this long. */
const baselineSeconds = Math.min(seconds, 2)
const port = Number(process.env.BENCH_PORT ?? 3200)
const staticPort = port + 1
/** `--front-cache`: nginx in front of the bench's server, and a server of the same nginx answering files from disk. */
const frontCachePort = port + 2
const frontStaticPort = port + 3
/** The empty Next.js app whose first-load JavaScript is the floor the site's is compared with. */
const emptyAppPort = port + 4
const WORK_DIR = path.join(ROOT, 'tmp/bench')

/** The framework's floor: what any Next.js app of this build costs, found in the home page's HTML (its first JS file) or fixed. */
const FLOOR = {
  robots: { name: 'floor: GET /robots.txt', path: '/robots.txt' },
  /** A page of the site with almost nothing on it: the same proxy, layout (header, footer, navigation) and rendering as any page. */
  emptyPage: { name: 'floor: GET /form/thank-you (empty page)', path: '/form/thank-you' },
}

/** What each area measures besides the home page: its cached pages and spec §7's list calls with the front end's limits. */
const TARGETS: { name: string; path: string; paths?: string[] }[] = [
  { name: 'GET /api/v1/locations (1000)', path: '/api/v1/locations?limit=1000' },
  { name: 'GET /about/about-sva/working-at-sva (cached)', path: '/about/about-sva/working-at-sva' },
  { name: 'GET /api/v1/match/{3-level path}', path: '/api/v1/match/about/about-sva/working-at-sva' },
  // People, places and media
  { name: 'GET /faculty (cached page)', path: '/faculty' },
  { name: 'GET /faculty/department/illustration', path: '/faculty/department/illustration' },
  { name: 'GET /videos (cached page)', path: '/videos' },
  { name: 'GET /videos/studio-visits (cached page)', path: '/videos/studio-visits' },
  { name: 'GET /contact-and-maps (cached page)', path: '/contact-and-maps' },
  { name: 'GET /api/v1/faculty-profiles (4000)', path: '/api/v1/faculty-profiles?filters[published]=true&limit=4000' },
  { name: 'GET /api/v1/faculty-profiles/grouped-by…', path: '/api/v1/faculty-profiles/grouped-by-letter' },
  { name: 'GET /api/v1/videos (limit 5)', path: '/api/v1/videos?filters[published]=true' },
  { name: 'GET /api/v1/video-channels', path: '/api/v1/video-channels' },
  { name: 'GET /api/v1/libcal/hours/5459,5461 (week)', path: '/api/v1/libcal/hours/5459,5461?from=2026-11-23&to=2026-11-29' },
  // The other list calls of spec §7.
  { name: 'GET /api/v1/alerts/site-wide', path: '/api/v1/alerts/site-wide?filters[published]=true&limit=1000' },
  { name: 'GET /api/v1/events/departments-and-cat…', path: '/api/v1/events/departments-and-categories?limit=9000&sortBy=code-ASC&page=1' },
  { name: 'GET /api/v1/tags (9000)', path: '/api/v1/tags?limit=9000' },
  { name: 'GET /api/v1/departments/list', path: '/api/v1/departments/list' },
  { name: 'GET /api/v1/buildings (1000)', path: '/api/v1/buildings?limit=1000' },
  { name: 'GET /api/v1/navigation', path: '/api/v1/navigation' },
  { name: 'GET /api/v1/event-feed', path: '/api/v1/event-feed' },
  // Events: the target is p99 under 50 ms at 10 connections for the API call, with --size large (docs/decisions/0011).
  { name: 'GET /api/v1/events?limit=50', path: '/api/v1/events?limit=50' },
  { name: 'GET /events?type=Talk (filtered calendar)', path: '/events?type=Talk' },
  { name: 'GET /events/{slug} (event page)', path: '/events/visiting-artist-lecture-noor-haddad' },
  // Press
  { name: 'GET /api/v1/press-releases', path: '/api/v1/press-releases' },
  { name: 'GET /api/v1/press-releases (9999)', path: '/api/v1/press-releases?sortBy=date-DESC&limit=9999' },
  { name: 'GET /api/v1/external-press', path: '/api/v1/external-press' },
  { name: 'GET /press-releases (cached page)', path: '/press-releases' },
  // Stories: /features cached against the static file, the features call on the large seed.
  { name: 'GET /features (cached)', path: '/features' },
  { name: 'GET /features/{slug} (cached)', path: '/features/a-sculptor-who-works-in-salt' },
  { name: 'GET /api/v1/features', path: '/api/v1/features' },
  { name: 'GET /api/v1/features (filtered, page 5)', path: '/api/v1/features?filters[featuredOn][homepage]=false&sortBy=articleDate-DESC&page=5' },
  // Courses: the target is p99 under 50 ms at 10 connections for the search call, with --size large (over 5,000 sections).
  { name: 'GET /api/v1/courses/ (all, by title)', path: '/api/v1/courses/?limit=9999&sortBy=title-ASC' },
  { name: 'GET /api/v1/courses/ (type CE)', path: '/api/v1/courses/?limit=9999&sortBy=title-ASC&filters[type]=CE' },
  { name: 'GET /api/v1/courses/ (category, 9999)', path: '/api/v1/courses/?limit=9999&sortBy=title-ASC&filters[type]=CE&filters[categories]=2' },
  { name: 'GET /api/v1/courses/ (keywords, 20)', path: '/api/v1/courses/?limit=20&filters[keywords]=drawing' },
  // Search: the target is p99 under 50 ms at 10 connections, with --size large (docs/decisions/0057, 0130); SEARCH_FIGURES below.
  ...SEARCH_TARGETS,
  { name: 'GET /api/v1/search (two words, page 2)', path: '/api/v1/search?q=open%20studio&start=11' },
  { name: 'GET /api/v1/search (misspelt)', path: '/api/v1/search?q=ilustration' },
  { name: 'GET /academics/continuing-education/courses', path: '/academics/continuing-education/courses' },
  { name: 'GET /academics/…/courses?title=drawing', path: '/academics/continuing-education/courses?title=drawing' },
]

/** A child process of this bench, by its script and arguments; resolves with what it printed once it printed `until` (or exited). */
function child(script: string, args: string[], until?: string) {
  const process_ = spawn(process.execPath, [path.join(ROOT, 'scripts/lib', script), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  const done = new Promise<string>((resolve, reject) => {
    process_.stdout.on('data', (chunk: Buffer) => {
      out += chunk
      if (until && out.includes(until)) resolve(out)
    })
    process_.on('exit', (code) => (code === 0 || until ? resolve(out) : reject(new Error(`${script} exited with ${code}`))))
  })
  return { done, stop: () => process_.kill('SIGTERM') }
}

/** One measurement by the load generator in a process of its own (scripts/lib/load.mjs). */
async function load(base: string, paths: string[], options: LoadOptions = {}): Promise<Figures> {
  const { duration = seconds, clients = connections, pipelining = 1, visitors = false, probe, probeEvery, encoding } = options
  const out = await child('load.mjs', [
    JSON.stringify({ base, paths, connections: clients, seconds: duration, pipelining, visitors, probe, probeEvery, encoding, generator: GENERATOR }),
  ]).done
  return JSON.parse(out.trim().split('\n').at(-1)!) as Figures
}

/** Headers that belong to one connection or one moment, which the static server sets itself or leaves out. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** Serves `body` with `headers` from the minimal static server, in a process of its own, until stopped. */
async function staticServer(body: Buffer, headers: Record<string, string>) {
  mkdirSync(WORK_DIR, { recursive: true })
  const bodyFile = path.join(WORK_DIR, 'baseline.body')
  const headersFile = path.join(WORK_DIR, 'baseline.json')
  writeFileSync(bodyFile, body)
  writeFileSync(headersFile, JSON.stringify(Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)))))
  const server = child('static-server.mjs', [String(staticPort), bodyFile, headersFile], 'ready')
  await server.done
  return server
}

/** Measures `target` on the site, then its very bytes and headers from the static server. */
async function measure(base: string, target: { name: string; path: string; paths?: string[] }): Promise<Row> {
  await getRaw(`${base}${target.path}`) // a page renders once; cached from here on
  const { status, headers, body } = await getRaw(`${base}${target.path}`)
  if (status !== 200) console.error(`${target.path} answered ${status}`)
  const visitors = target.path.includes('search') // the search limit counts per address
  const loadBefore = os.loadavg()[0]!
  const next = await load(base, target.paths ?? [target.path], { visitors })
  machineLoad.set(target.name, (loadBefore + os.loadavg()[0]!) / 2)
  const server = await staticServer(body, headers)
  try {
    const baseline = await load(`http://127.0.0.1:${staticPort}`, [target.path], { duration: baselineSeconds, visitors })
    return { name: target.name, bytes: body.length, next, baseline, body }
  } finally {
    server.stop()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Gzipped first-load scripts of `html`, and the framework's share (`rootMainFiles`), so the site's own reads apart (docs/decisions/0009). */
async function firstLoadJs(base: string, html: string): Promise<{ total: number; framework: number }> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next/build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  const frameworkFiles = new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`))
  const scripts = await firstLoadScripts(base, html)
  const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.gzipBytes, 0)
  return { total: sum(scripts), framework: sum(scripts.filter((script) => frameworkFiles.has(script.path))) }
}

/** How many form submissions the bench sends at once, each from a sender of its own. */
const FORM_SUBMISSIONS = 500

/** Sends FORM_SUBMISSIONS at once through the API and reads them back as staff: each acknowledged one stored exactly once. */
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
let front: BenchFrontCache | null = null
/** What lib/bench-generator.ts measures with. */
const bench: Bench = { load, staticServer, staticOrigin: `http://127.0.0.1:${staticPort}`, connections, baselineSeconds }
/** The machine's one-minute load average (`uptime`) while each target was measured, by its name. */
const machineLoad = new Map<string, number>()

/** The table: each target on the site and its bytes from the static server, and the ratio of their requests per second. */
function printTable(rows: Row[]) {
  const columns: [string, number][] = [
    ['target', 46],
    ['KB', 8],
    ['req/s', 8],
    ['p50 ms', 9],
    ['p99 ms', 9],
    ['errors', 7],
    ['static req/s', 13],
    ['p50 ms', 9],
    ['p99 ms', 9],
    ['site/static', 12],
  ]
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1]))).join('')
  console.log(line(columns.map(([title]) => title)))
  for (const { name, bytes, next, baseline } of rows) {
    console.log(
      line([
        name.length > 45 ? `${name.slice(0, 44)}…` : name,
        (bytes / 1024).toFixed(1),
        next.rps.toFixed(0),
        ms(next.p50),
        ms(next.p99),
        String(next.errors),
        baseline.rps.toFixed(0),
        ms(baseline.p50),
        ms(baseline.p99),
        `${(next.rps / baseline.rps).toFixed(3)}×`,
      ]),
    )
  }
}

try {
  server = await startSeededServer({ name: 'bench', port, size: values.size, template: values.template && path.resolve(values.template) })
  const base = server.base
  if (values['front-cache']) front = await startBenchFrontCache({ port: frontCachePort, staticPort: frontStaticPort, upstream: base, workDir: WORK_DIR })
  if (values.crawl) {
    printCrawl(await crawl(base), values.size!)
  } else if (values.uncached) {
    printUncached(
      await uncached(
        base,
        PAGE_TEMPLATES.map((template) => template.path),
      ),
      values.size!,
    )
  } else if (values.soak) {
    const seeded = server
    await soakRuns(base, load, () => seeded.memoryMb(), { runs: Number(values.runs), idleMinutes: Number(values.idle) }, values.size!)
  } else {
    const judged = await judgedFigures(base)
    const html = (await getRaw(`${base}/`)).body.toString() // renders once; cached from here on
    const chunk = /<script[^>]+src="(\/_next\/static\/chunks\/[^"?]+\.js)/.exec(html)?.[1]
    if (!chunk) throw new Error('The home page loads no /_next/static/chunks/ script')
    const floor = [{ name: 'floor: GET /_next/static/chunks/….js', path: chunk }, FLOOR.robots, FLOOR.emptyPage]
    // `--only search` measures the targets whose name holds the word, `--only faculty,buildings` either word (the floor and the home page always).
    const words = values.only?.toLowerCase().split(',') ?? []
    const targets = [
      ...floor,
      { name: 'GET / (cached page)', path: '/' },
      ...TARGETS.filter((target) => !words.length || words.some((word) => target.name.toLowerCase().includes(word))),
    ]
    const capacityFigures = await capacity(bench, base)
    const rows: Row[] = []
    for (const target of targets) {
      rows.push(await measure(base, target))
      console.error(`  measured ${target.name}`)
    }
    // The search's figures as soon as they are measured (the first-load JavaScript below builds an empty app).
    printSearchFigures(rows, { floor: FLOOR.robots.name, emptyPage: FLOOR.emptyPage.name, connections, size: values.size!, machineLoad })
    console.log(
      `\njudged query set (tests/integration/judged-queries.ts, judged on the small seed; this run: ${values.size}): ${judged.well}/${judged.total} answered well (${((judged.well / judged.total) * 100).toFixed(1)}%), ${judged.empty} empty${judged.missed.length ? `; not answered well: ${judged.missed.join(', ')}` : ''}`,
    )
    const frontRows = front ? await measureThroughFrontCache(bench, front) : []
    const all = [...rows, ...frontRows]
    const ceiling = await generatorCeiling(
      bench,
      all.reduce((best, row) => (row.bytes > best.bytes ? row : best)),
      front?.nginx,
    )
    const js = await firstLoadJs(base, html)
    const emptyAppJs = await emptyAppFirstLoadJs(emptyAppPort)
    const templateJs: string[] = []
    for (const template of PAGE_TEMPLATES) {
      const page = await getRaw(`${base}${template.path}`)
      const added =
        page.status === 200 ? `${(((await firstLoadJs(base, page.body.toString())).total - emptyAppJs) / 1024).toFixed(1)} KB` : `answered ${page.status}`
      templateJs.push(`${template.name} ${added}`)
    }
    const forms = await concurrentSubmissions(server)

    console.log(
      `\nbench: ${values.size} seed, ${connections} connections, ${seconds} s on the site and ${baselineSeconds} s on the static server for each target, client and servers on this machine, no Accept-Encoding (uncompressed bytes both sides)\n`,
    )
    printTable(rows)
    printCapacity(capacityFigures, { connections, seconds })
    if (front) {
      console.log(
        `\nthrough the front cache (nginx, deploy/nginx/front-cache.conf; each answer a cache hit) against nginx serving the same bytes from disk (a server of the same nginx), the best of ${FRONT_CACHE_TURNS} turns of ${baselineSeconds} s on each side:\n`,
      )
      printTable(frontRows)
    }
    printCeiling(ceiling, all, connections)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(`\nfloor JS file: ${chunk}`)
    console.log(`home page HTML: ${kb(Buffer.byteLength(html))}`)
    console.log(`first-load JavaScript of /: ${kb(js.total)} gzip = framework runtime ${kb(js.framework)} + the site's own ${kb(js.total - js.framework)}`)
    console.log(
      `first-load JavaScript of an empty Next.js app of the same versions (two pages, next/link): ${kb(emptyAppJs)} gzip; the site adds ${kb(js.total - emptyAppJs)} (target at most ${kb(SITE_JS_BUDGET_BYTES)})`,
    )
    // The browser tests weigh the templates against the recorded figure: a bench that finds another says so.
    if (emptyAppJs !== EMPTY_APP_FIRST_LOAD_JS.gzipBytes)
      console.log(
        `NOTE: the empty app weighs ${emptyAppJs} bytes, not the ${EMPTY_APP_FIRST_LOAD_JS.gzipBytes} of EMPTY_APP_FIRST_LOAD_JS (scripts/lib/first-load-js.ts)`,
      )
    console.log(`what the site adds to the empty app's, per template of \`npm run lighthouse\` (gzip): ${templateJs.join(', ')}`)
    console.log(
      `${FORM_SUBMISSIONS} form submissions at once: ${forms.acknowledged} acknowledged (201) in ${forms.seconds.toFixed(1)} s, ${forms.stored} stored, ${forms.duplicates} stored twice, ${forms.missing} acknowledged but missing`,
    )
  }
} finally {
  await front?.stop()
  server?.stop()
}
process.exit(0)
