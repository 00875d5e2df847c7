/**
 * GET /api/health: 200 while the database (and Redis, when set) answer, 503 otherwise, never cached, no secret (decision 0069).
 * Real parts only: the test's database, the machine's Redis, a dead port, a PostgreSQL that stops taking connections.
 */
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/health/route'
import { reloadEnv } from '@/env'
import { bootPayload } from '@/seed/boot'

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/14'
// Port 1 of loopback: nothing listens there, so a connection is refused at once.
const NO_REDIS = 'redis://127.0.0.1:1'

beforeAll(async () => {
  await bootPayload()
})

afterEach(() => {
  delete process.env.REDIS_URL
  reloadEnv()
})

async function health() {
  const response = await GET()
  return { status: response.status, headers: response.headers, text: await response.text() }
}

describe('the health endpoint', () => {
  it('answers 200 with the checks, never cached, naming no secret', async () => {
    const answer = await health()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(JSON.parse(answer.text)).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'not configured' } })
    expect(answer.text).not.toContain(process.env.DATABASE_URL!.replace(/^file:/, ''))
    expect(answer.text).not.toContain(process.env.PAYLOAD_SECRET!)
  })

  it('asks Redis when REDIS_URL is set', async () => {
    process.env.REDIS_URL = REDIS
    reloadEnv()
    const answer = await health()
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text).checks).toEqual({ database: 'ok', redis: 'ok' })
  })

  it('answers 503 when Redis does not, soon and without saying where it looked', async () => {
    process.env.REDIS_URL = NO_REDIS
    reloadEnv()
    const started = Date.now()
    const answer = await health()
    expect(Date.now() - started).toBeLessThan(3000)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(JSON.parse(answer.text)).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' }, message: 'Redis does not answer.' })
    expect(answer.text).not.toContain('127.0.0.1')
  })

  // A SQLite database is a file inside the process: it answers as long as the process does.
  it.runIf(process.env.DATABASE_URL!.startsWith('postgres'))('answers 503 while PostgreSQL refuses connections, and 200 again after', async () => {
    const url = new URL(process.env.DATABASE_URL!)
    const name = url.pathname.slice(1)
    url.pathname = '/postgres'
    const admin = new pg.Client({ connectionString: url.toString() })
    await admin.connect()
    try {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`)
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
      const answer = await health()
      expect(answer.status).toBe(503)
      expect(JSON.parse(answer.text)).toMatchObject({ checks: { database: 'down' }, message: 'The database does not answer.' })
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
      await admin.end()
    }
    expect((await health()).status).toBe(200)
  })
})
