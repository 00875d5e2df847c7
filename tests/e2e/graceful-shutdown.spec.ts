import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { E2E_TEMPLATE, copyTemplate } from '../../scripts/lib/seeded-template.mjs'
import { expect, test, slot } from './fixtures'
import { slotPort } from './slots'

// Several instances (decision 0069): `npm start` stopped with SIGTERM lets the request in flight finish,
// takes no new connection, stops the job clock, closes the database and exits 0 (decision 0069).
// A server of its own (scripts/start.mjs, as `npm start` runs it), on a database of its own.

/** Its server's port in this worker's band (tests/e2e/slots.ts). */
const PORT_OFFSET = 15
/** The health endpoint (src/app/api/health): answers once the server is up. */
const HEALTH_PATH = '/api/health'
const ROOT = path.resolve(import.meta.dirname, '../..')
const DIR = path.join(ROOT, 'tmp/graceful-shutdown')
/** The slow request: a sign-in whose body arrives a few bytes at a time, as from a slow phone. */
const TRICKLE_EVERY_MS = 300
const TRICKLE_CHUNKS = 20
/** The server's bound (src/server/serve.mjs SHUTDOWN_GRACE_MS) and a margin for a busy machine. */
const EXIT_WITHIN_MS = 25_000 + 5_000

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** POSTs `body` over TRICKLE_CHUNKS writes; resolves with the status and the Connection header once the answer has been read whole. */
function trickledPost(url: string, body: string, onStarted: () => void): Promise<{ status: number; text: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body)
    const request = http.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) },
    })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }))
      response.on('error', reject)
    })
    request.on('error', reject)
    const size = Math.ceil(bytes.length / TRICKLE_CHUNKS)
    let sent = 0
    const timer = setInterval(() => {
      request.write(bytes.subarray(sent, sent + size))
      sent += size
      // After the second write: the server has had the headers for TRICKLE_EVERY_MS, so the request is surely in flight.
      if (sent === 2 * size) onStarted()
      if (sent >= bytes.length) {
        clearInterval(timer)
        request.end()
      }
    }, TRICKLE_EVERY_MS)
  })
}

test('SIGTERM lets the request in flight finish, refuses new connections, closes the database and exits 0', async () => {
  // Build (when the sources changed) and check the migrations on a busy 2-core machine.
  test.setTimeout(420_000)
  const port = slotPort(slot(), PORT_OFFSET)
  const base = `http://127.0.0.1:${port}`
  rmSync(DIR, { recursive: true, force: true })
  mkdirSync(DIR, { recursive: true })
  // A copy of the run's seeded college: start.mjs only checks its migrations.
  const database = copyTemplate(E2E_TEMPLATE, DIR)
  let output = ''
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...database, PORT: String(port), PAGE_CACHE_DIR: path.join(DIR, 'page-cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  )
  try {
    await waitFor(`${base}${HEALTH_PATH}`, server, 360_000)
    const { email, password } = (JSON.parse(readFileSync(database.SEED_LOGINS_FILE, 'utf8')) as { email: string; password: string }[])[0]!

    let signalled = 0
    const slow = trickledPost(`${base}/api/users/login`, JSON.stringify({ email, password }), () => {
      // The request is in flight (its headers are in, its body is not): now the signal.
      signalled = Date.now()
      process.kill(server.pid!, 'SIGTERM')
    })

    // A new connection is refused while the slow request is still arriving.
    let refusedAt = 0
    await expect
      .poll(
        async () => {
          try {
            await fetch(`${base}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) })
            return 'answered'
          } catch (error) {
            refusedAt ||= Date.now()
            return (error as { cause?: { code?: string } }).cause?.code ?? String(error)
          }
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toBe('ECONNREFUSED')
    expect(Date.now() - signalled).toBeLessThan(TRICKLE_EVERY_MS * TRICKLE_CHUNKS)

    const answer = await slow
    const answeredAt = Date.now()
    expect(answer.status, answer.text).toBe(200)
    expect(JSON.parse(answer.text).user.email).toBe(email)
    // Its connection is closed after the answer: a client sending more on it would keep the server up.
    expect(answer.connection).toBe('close')

    const { code, signal } = await exited
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    const exitedAt = Date.now()
    expect(exitedAt - signalled).toBeLessThan(EXIT_WITHIN_MS)
    console.log(
      `graceful shutdown: refused new connections ${refusedAt - signalled} ms after SIGTERM, answered the slow request at ${answeredAt - signalled} ms, exited 0 at ${exitedAt - signalled} ms`,
    )
    expect(output).toContain('SIGTERM: finishing the requests in flight')
    expect(output).toContain('The database connection is closed.')
    expect(output).toContain('Stopped.')
  } finally {
    // Whatever is left of the processes this test started (its own group): nothing, when all went well.
    try {
      process.kill(-server.pid!, 'SIGKILL')
    } catch {
      // the group is gone
    }
    rmSync(DIR, { recursive: true, force: true })
  }
})
