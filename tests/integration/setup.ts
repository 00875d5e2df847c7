/**
 * Each integration test file gets a database of its own, made before Payload's config is loaded:
 * a temporary SQLite file, or a new PostgreSQL database on the server of TEST_POSTGRES_URL.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll } from 'vitest'

const scratch = mkdtempSync(path.join(tmpdir(), 'college-it-'))
process.env.PAYLOAD_SECRET = `integration-tests-${randomBytes(8).toString('hex')}`
process.env.MEDIA_DIR = path.join(scratch, 'media')

const postgresUrl = process.env.TEST_POSTGRES_URL
if (postgresUrl) {
  const database = `college_it_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${database}`
  process.env.DATABASE_URL = url.toString()
  afterAll(async () => {
    const { cms } = await import('@/services/cms')
    await (await cms()).destroy()
    const cleaner = new pg.Client({ connectionString: postgresUrl })
    await cleaner.connect()
    await cleaner.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await cleaner.end()
    rmSync(scratch, { recursive: true, force: true })
  })
} else {
  process.env.DATABASE_URL = `file:${path.join(scratch, 'test.db')}`
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))
}
