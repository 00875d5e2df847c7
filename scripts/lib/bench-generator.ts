/** The bench's load generator and its own ceiling, and `--front-cache` measurements (scripts/bench.ts; docs/decisions/0064, 0068). */
import { mkdirSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'

import { ensureCommand } from './debian.mjs'
import { startFrontCache } from './front-cache.mjs'

/** wrk when installed (or installable as root), else autocannon, whose JavaScript parsing measured itself on large bodies (docs/decisions/0068). */
const WRK = ensureCommand({ paths: ['/usr/bin/wrk', '/usr/local/bin/wrk'], pkg: 'wrk' })
export const GENERATOR = WRK ? 'wrk' : 'autocannon'
if (!WRK) {
  console.log(
    'note: wrk is missing and could not be installed (as root: `apt-get install wrk`); autocannon measures instead, and on large bodies its own parsing in JavaScript may be the limit (docs/decisions/0068)',
  )
}

export type Figures = { requests: number; errors: number; rps: number; p50: number; p99: number; failures?: Record<string, number> }
export type Row = { name: string; bytes: number; next: Figures; baseline: Figures; body?: Buffer }
export type LoadOptions = {
  duration?: number
  clients?: number
  pipelining?: number
  visitors?: boolean
  probe?: string
  probeEvery?: number
  encoding?: string
}

/** What the bench lends this module: its measurement by the generator, its static server, its settings. */
export type Bench = {
  load: (base: string, paths: string[], options?: LoadOptions) => Promise<Figures>
  staticServer: (body: Buffer, headers: Record<string, string>) => Promise<{ stop: () => void }>
  staticOrigin: string
  connections: number
  baselineSeconds: number
}

export const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1)
const pause = () => new Promise((resolve) => setTimeout(resolve, 100))

/** A GET as the load generator sends it (no Accept-Encoding): the status, headers and bytes the server sends. */
export function getRaw(url: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string>, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

export type Ceiling = { plain: Figures; pipelined: Figures; nginx?: Figures; largest: { row: Row; from: string; figures: Figures } }

/** The 3-byte file and the largest body among the front cache's static files, for the generator's ceiling. */
const NGINX_TINY = 'ok.txt'
const NGINX_LARGEST = 'largest.bin'

/**
 * The generator against the static server's 3 bytes, at one and ten requests in flight per connection, and on the largest body
 * measured: lower bounds of its ceiling, as the server shares its cores; with the front cache, nginx's 3 bytes too.
 */
export async function generatorCeiling(bench: Bench, largest: Row, nginx?: { origin: string; root: string }): Promise<Ceiling> {
  const { load, staticServer, staticOrigin, connections, baselineSeconds } = bench
  // autocannon pipelines; wrk opens ten times the connections (its pipelined batches waited on delayed acknowledgements).
  const pipelined = GENERATOR === 'wrk' ? { duration: baselineSeconds, clients: connections * 10 } : { duration: baselineSeconds, pipelining: 10 }
  const tiny = await staticServer(Buffer.from('ok\n'), { 'content-type': 'text/plain; charset=utf-8' })
  let figures: Omit<Ceiling, 'largest'>
  try {
    figures = { plain: await load(staticOrigin, ['/'], { duration: baselineSeconds }), pipelined: await load(staticOrigin, ['/'], pipelined) }
  } finally {
    tiny.stop()
    await pause()
  }
  // From nginx's disk when the front cache runs (its workers use both cores), else from the static server.
  if (nginx) {
    writeFileSync(path.join(nginx.root, NGINX_TINY), 'ok\n')
    writeFileSync(path.join(nginx.root, NGINX_LARGEST), largest.body!)
    figures.nginx = await load(nginx.origin, [`/${NGINX_TINY}`], pipelined)
    return { ...figures, largest: { row: largest, from: 'nginx', figures: await load(nginx.origin, [`/${NGINX_LARGEST}`], pipelined) } }
  }
  const large = await staticServer(largest.body!, { 'content-type': 'application/octet-stream' })
  try {
    return { ...figures, largest: { row: largest, from: 'the static server', figures: await load(staticOrigin, ['/'], pipelined) } }
  } finally {
    large.stop()
    await pause()
  }
}

/** Whether the generator outruns the fastest target tenfold: below that, a target's figure may be partly the generator's limit. */
export function printCeiling({ plain, pipelined, nginx, largest }: Ceiling, rows: Row[], connections: number) {
  // What it was seen to send and read in this run: against the 3-byte answers, or against a baseline if one went faster.
  const ceiling = Math.max(plain.rps, pipelined.rps, nginx?.rps ?? 0, ...rows.map((row) => row.baseline.rps))
  const fastest = (pick: (row: Row) => Figures) => rows.reduce((best, row) => (pick(row).rps > pick(best).rps ? row : best))
  const site = fastest((row) => row.next)
  const baseline = fastest((row) => row.baseline)
  const verdict = (rps: number, top = ceiling) =>
    `generator ${(top / rps).toFixed(1)}×: ${top >= 10 * rps ? 'at least 10×, not the bottleneck' : 'NOT 10×: that figure may be partly the generator’s limit'}`
  console.log(
    `\nload generator: ${GENERATOR} in a process of its own, against a 3-byte answer of the static server (another process): ${plain.rps.toFixed(0)} req/s at ${connections} connections (p50 ${ms(plain.p50)} ms, p99 ${ms(plain.p99)} ms), ${pipelined.rps.toFixed(0)} req/s with 10 times the requests in flight${nginx ? `; from nginx's disk, 10 times in flight, ${nginx.rps.toFixed(0)} req/s` : ''}; its ceiling is at least ${ceiling.toFixed(0)} req/s, the most it reached in this run (the servers share the cores with it)`,
  )
  console.log(`  fastest target: ${site.name}, ${site.next.rps.toFixed(0)} req/s; ${verdict(site.next.rps)}`)
  console.log(`  fastest static baseline: ${baseline.name}'s bytes, ${baseline.baseline.rps.toFixed(0)} req/s; ${verdict(baseline.baseline.rps)}`)
  // On a large body the limit is reading it: the most read of that size in this run against the fastest target of that size.
  const { row, from, figures } = largest
  const ofSize = rows.filter((other) => other.bytes >= row.bytes * 0.9)
  const sizeCeiling = Math.max(figures.rps, ...ofSize.map((other) => other.baseline.rps))
  const fastestOfSize = ofSize.reduce((best, other) => (other.next.rps > best.next.rps ? other : best))
  console.log(
    `  largest body measured (${row.name}, ${(row.bytes / 1024).toFixed(0)} KB): from ${from} with 10 times in flight ${figures.rps.toFixed(0)} req/s; the most read at that size ${sizeCeiling.toFixed(0)} req/s, a lower bound of the generator's ceiling there; fastest target of that size ${fastestOfSize.name}, ${fastestOfSize.next.rps.toFixed(0)} req/s; ${verdict(fastestOfSize.next.rps, sizeCeiling)}`,
  )
}

/** `--front-cache`: what is measured through it, each against its very bytes from nginx's disk. */
const FRONT_CACHE_TARGETS = [
  { name: 'GET / (front cache)', path: '/' },
  { name: 'GET /events (front cache)', path: '/events' },
  { name: 'GET /features/{slug} (front cache)', path: '/features/a-sculptor-who-works-in-salt' },
  { name: 'GET /api/v1/events?limit=50 (front cache)', path: '/api/v1/events?limit=50' },
]
/** How many turns each front-cache target and its bytes from disk are measured in (baselineSeconds each). */
export const FRONT_CACHE_TURNS = 3

export type BenchFrontCache = { origin: string; nginx: { origin: string; root: string }; stop: () => Promise<void> }

/** The front cache on `port` before `upstream`, and the same nginx serving `workDir`/front-static on `staticPort`; null without nginx. */
export async function startBenchFrontCache({ port, staticPort, upstream, workDir }: { port: number; staticPort: number; upstream: string; workDir: string }) {
  const root = path.join(workDir, 'front-static')
  mkdirSync(root, { recursive: true })
  const front = await startFrontCache({ port, upstreams: [upstream], staticPort, staticRoot: root })
  if (!front) {
    console.log('--front-cache: nginx is missing (see above); measuring without the front cache')
    return null
  }
  return { origin: front.origin, nginx: { origin: `http://127.0.0.1:${staticPort}`, root }, stop: front.stop } satisfies BenchFrontCache
}

/** Each of FRONT_CACHE_TARGETS through the front cache (each a hit), then the same bytes as a file nginx serves from disk. */
export async function measureThroughFrontCache(bench: Bench, front: BenchFrontCache): Promise<Row[]> {
  const rows: Row[] = []
  for (const [index, target] of FRONT_CACHE_TARGETS.entries()) {
    // A half-second may end between two requests: ask until an answer comes from the cache.
    let answer = await getRaw(`${front.origin}${target.path}`)
    for (let tries = 0; tries < 20 && answer.headers['x-cache-status'] !== 'HIT'; tries++) answer = await getRaw(`${front.origin}${target.path}`)
    const { status, headers, body } = answer
    if (status !== 200 || headers['x-cache-status'] !== 'HIT')
      console.error(`${target.path} answered ${status}, ${headers['x-cache-status']} through the front cache`)
    const file = `${index}.${/json/.test(headers['content-type'] ?? '') ? 'json' : 'html'}`
    writeFileSync(path.join(front.nginx.root, file), body)
    // Measured in turns, the best of each counting, so a burst of other work on this machine hurts neither side alone.
    const turns: { next: Figures; baseline: Figures }[] = []
    for (let turn = 0; turn < FRONT_CACHE_TURNS; turn++) {
      turns.push({
        next: await bench.load(front.origin, [target.path], { duration: bench.baselineSeconds }),
        baseline: await bench.load(front.nginx.origin, [`/${file}`], { duration: bench.baselineSeconds }),
      })
    }
    const best = (pick: (turn: (typeof turns)[number]) => Figures) => turns.map(pick).reduce((a, b) => (b.rps > a.rps ? b : a))
    rows.push({ name: target.name, bytes: body.length, next: best((turn) => turn.next), baseline: best((turn) => turn.baseline), body })
    console.error(`  measured ${target.name}`)
  }
  return rows
}
