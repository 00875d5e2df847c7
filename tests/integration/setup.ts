/**
 * Before each integration file: its own empty database (SQLite, or PostgreSQL on TEST_POSTGRES_URL), until seededPayload copies
 * the template in. Files of one worker share the packages they load (Payload, Next.js, drizzle: most of a file's start), not the
 * project's own modules nor their state: each file starts as in a process of its own (docs/decisions/0187).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, inject, vi } from 'vitest'

import { closeDatabase } from '../../src/server/database.mjs'
import { forgetServerState } from '../process-state'

import { onPostgresServer, postgresUrlOf } from './databases'

type WorkerStart = { environment: NodeJS.ProcessEnv }
const WORKER_START = Symbol.for('college-tests.worker-start')
const worker = ((globalThis as Record<symbol, WorkerStart | undefined>)[WORKER_START] ??= { environment: { ...process.env } })

// The project's modules load afresh for this file (the packages stay loaded), and Payload starts afresh on its config.
vi.resetModules()
;(globalThis as { _payload?: Map<string, unknown> })._payload?.clear()
// Whatever the last file changed in the environment or left on globalThis (the server's process-wide state).
for (const key of Object.keys(process.env)) if (!(key in worker.environment)) delete process.env[key]
Object.assign(process.env, worker.environment)
forgetServerState()

const scratch = mkdtempSync(path.join(tmpdir(), 'college-it-'))
process.env.PAYLOAD_SECRET = inject('seededTemplate').secret
process.env.MEDIA_DIR = path.join(scratch, 'media')
// Absolute links use the fallback origin, http://localhost:3000, unless a test sets SERVER_URL.
delete process.env.SERVER_URL
process.env.PORT = '3000'
// The tests stand in for the front cache: each sends the X-Forwarded-For it would write (decision 0120).
process.env.TRUSTED_PROXIES = '1'

const postgresUrl = process.env.TEST_POSTGRES_URL
if (postgresUrl) {
  const database = `${inject('postgresDatabasePrefix')}${randomBytes(4).toString('hex')}`
  await onPostgresServer(postgresUrl, `CREATE DATABASE ${database}`)
  process.env.DATABASE_URL = postgresUrlOf(postgresUrl, database)
} else {
  process.env.DATABASE_URL = `file:${path.join(scratch, 'test.db')}`
}
// The PostgreSQL database itself is dropped by global-setup.ts once every worker has exited.
afterAll(async () => {
  await closeDatabase()
  rmSync(scratch, { recursive: true, force: true })
})
