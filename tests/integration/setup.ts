/** Each integration file's own empty database (SQLite, or PostgreSQL on TEST_POSTGRES_URL), until seededPayload copies the template in. */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, inject } from 'vitest'

import { onPostgresServer, postgresUrlOf } from './databases'

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
// The PostgreSQL database itself is dropped by global-setup.ts once this worker has exited.
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
