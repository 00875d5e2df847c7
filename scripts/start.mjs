#!/usr/bin/env node
/**
 * `npm start`: build when needed, migrate, seed an empty database, then serve the site on PORT
 * (3000 by default) with the back office at /admin. SIGTERM or SIGINT stops it gracefully: no new
 * connections, the requests in flight finish (25 s at most), the job clock stops,
 * the database connection closes, and the exit code is 0 (decision 0069).
 */
import { spawn } from 'node:child_process'
import { setTimeout } from 'node:timers'

import { clearRenderedCaches, ensureBuild } from './lib/build.mjs'
import { ROOT, fail, productionEnv, runTs, serverCommand } from './lib/env.mjs'
import { startJobClock, withCronSecret } from './lib/job-clock.mjs'

/** Requests in flight get this long after SIGTERM; then the server is stopped hard. Under the 30 s most orchestrators wait before SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000
/** What the server exits with after its own clean shutdown on SIGINT or SIGTERM (128 + the signal's number). */
const CLEAN_SIGNAL_EXITS = new Set([0, 130, 143])

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) fail(`Node.js 20.19 or newer is needed; this is ${process.version}.`)

// The server reads PORT too (src/env.ts: its own API, and the origin when SERVER_URL is unset).
const env = withCronSecret(productionEnv({ PORT: process.env.PORT || '3000' }))
const port = env.PORT

try {
  await ensureBuild(env)
  await runTs('scripts/prepare-db.ts', [], { env })
  clearRenderedCaches()
} catch (error) {
  fail(error.message)
}
console.log(`\n▸ The site: http://localhost:${port}   The back office: http://localhost:${port}/admin\n`)
// The job clock has the server run its scheduled jobs (the semester schedule) every minute.
const clock = startJobClock({ base: `http://127.0.0.1:${port}`, secret: env.CRON_SECRET })
const [command, args] = serverCommand()
const server = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' })
server.on('error', (error) => fail(error.message))

// The server itself (scripts/serve.mjs, as `next start`), on SIGTERM, stops listening and waits for the
// requests in flight with no bound, then exits 143; this process adds the bound, stops the clock and answers 0.
let stopping = false
const stop = (signal) => {
  if (stopping) return
  stopping = true
  clock.stop()
  console.log(`\n▸ ${signal}: finishing the requests in flight (${SHUTDOWN_GRACE_MS / 1000} s at most)…`)
  server.kill('SIGTERM')
  setTimeout(() => {
    console.error(`✖ Requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s: stopping the server now.`)
    server.kill('SIGKILL')
  }, SHUTDOWN_GRACE_MS).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

server.on('exit', (code, signal) => {
  clock.stop()
  if (!stopping) fail(`The server exited with ${signal ?? code}`)
  const clean = signal === null && CLEAN_SIGNAL_EXITS.has(code)
  if (clean) console.log('▸ Stopped.')
  process.exit(clean ? 0 : 1)
})
