/**
 * The bench's load generator: one measurement in a process of its own, wrk or autocannon (docs/decisions/0068).
 * `node scripts/lib/load.mjs '<JSON>'` with `{ base, paths, connections, seconds, pipelining?, visitors?, probe?, probeEvery?, encoding?, generator? }`,
 * no Accept-Encoding unless `encoding` names one; prints `{ requests, errors, rps, p50, p99, bytes, failures }` as one line of JSON.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import autocannon from 'autocannon'

/** @typedef {{ base: string, paths: string[], connections: number, seconds: number, pipelining?: number, visitors?: boolean, probe?: string | null, probeEvery?: number, encoding?: string, generator?: 'wrk' | 'autocannon' }} LoadOptions */
const {
  base,
  paths,
  connections,
  seconds,
  pipelining = 1,
  visitors = false,
  probe = null,
  probeEvery = 10,
  encoding = '',
  generator = 'autocannon',
} = /** @type {LoadOptions} */ (JSON.parse(/** @type {string} */ (process.argv[2])))
/** How long a request may go unanswered before it counts as a timeout. */
const TIMEOUT_SECONDS = 10

if (generator === 'wrk') {
  // Two threads at most: the machine's servers need the other cores.
  const threads = Math.max(1, Math.min(2, connections))
  const wrk = spawn(
    'wrk',
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${Math.max(1, Math.round(seconds))}s`,
      '--timeout',
      `${TIMEOUT_SECONDS}s`,
      '-s',
      path.join(import.meta.dirname, 'load.lua'),
      `${base}${paths[0]}`,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        LOAD_PATHS: paths.join('\n'),
        LOAD_VISITORS: visitors ? '1' : '',
        LOAD_PROBE: probe ?? '',
        LOAD_PROBE_EVERY: String(probeEvery),
        LOAD_ENCODING: encoding,
        LOAD_PIPELINE: String(pipelining),
      },
    },
  )
  let out = ''
  wrk.stdout.on('data', (chunk) => (out += chunk))
  const code = await new Promise((resolve) => wrk.on('exit', resolve))
  const line = out.split('\n').find((text) => text.startsWith('{'))
  if (code !== 0 || !line) {
    console.error(out)
    process.exit(1)
  }
  console.log(line)
  process.exit(0)
}

let sent = 0
/**
 * One request's path and headers: the next path, a probe, a visitor's own address.
 * @param {import('autocannon').Request} request
 */
function setupRequest(request) {
  const n = sent++
  request.path = probe && n % probeEvery === probeEvery - 1 ? `${probe}${n}` : paths[n % paths.length]
  if (encoding) request.headers = { ...request.headers, 'accept-encoding': encoding }
  if (visitors) request.headers = { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
  return request
}
const dynamic = visitors || probe || encoding || paths.length > 1

/** @type {number[]} */
const latencies = []
let unexpected = 0
/** @type {Record<number, number>} */
const failures = {}
const instance = autocannon({
  url: `${base}${paths[0]}`,
  connections,
  pipelining,
  duration: seconds,
  // A fixed request is built once; a changing one is built per request (its cost is in the figures).
  requests: dynamic ? [{ setupRequest }] : undefined,
})
instance.on('response', (client, statusCode, bytes, responseTime) => {
  latencies.push(responseTime)
  if (statusCode >= 300 && !(statusCode === 404 && probe)) {
    unexpected++
    failures[statusCode] = (failures[statusCode] ?? 0) + 1
  }
})
const result = await instance
latencies.sort((a, b) => a - b)
const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
const requests = latencies.length
console.log(
  JSON.stringify({
    requests,
    // autocannon counts a timeout among its errors too.
    errors: unexpected + result.errors,
    rps: requests / ((result.finish.getTime() - result.start.getTime()) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    bytes: result.throughput.total,
    failures: {
      ...failures,
      ...(result.timeouts ? { timeout: result.timeouts } : {}),
      ...(result.errors > result.timeouts ? { connection: result.errors - result.timeouts } : {}),
    },
  }),
)
