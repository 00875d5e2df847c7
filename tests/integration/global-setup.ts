/**
 * Once per run: seeds the template each file copies (docs/decisions/0078). After every worker has exited (not before: pooled
 * connections would die mid-flight) drops this run's PostgreSQL databases and the template.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { runTs } from '../../scripts/lib/env.mjs'

import { type SeededTemplate, onPostgresServer, postgresUrlOf } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every PostgreSQL database of this run starts with it. */
    postgresDatabasePrefix: string
    seededTemplate: SeededTemplate
  }
}

export default async function setup(project: TestProject) {
  const prefix = `college_it_${randomBytes(4).toString('hex')}_`
  project.provide('postgresDatabasePrefix', prefix)
  const postgresUrl = process.env.TEST_POSTGRES_URL
  const scratch = mkdtempSync(path.join(tmpdir(), 'college-it-template-'))

  const template: SeededTemplate = {
    secret: `integration-tests-${randomBytes(8).toString('hex')}`,
    mediaDir: path.join(scratch, 'media'),
    resultFile: path.join(scratch, 'seeded.json'),
  }
  let databaseUrl: string
  if (postgresUrl) {
    template.postgresDatabase = `${prefix}template`
    await onPostgresServer(postgresUrl, `CREATE DATABASE ${template.postgresDatabase}`)
    databaseUrl = postgresUrlOf(postgresUrl, template.postgresDatabase)
  } else {
    template.sqliteFile = path.join(scratch, 'template.db')
    databaseUrl = `file:${template.sqliteFile}`
  }
  async function teardown() {
    rmSync(scratch, { recursive: true, force: true })
    if (!postgresUrl) return
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await admin.end()
  }

  console.log('▸ Seeding the demo college once, for every integration test file to copy…')
  // As setup.ts sets each file's environment: absolute links on the fallback origin.
  const { SERVER_URL: _serverUrl, ...env } = process.env
  try {
    await runTs('tests/integration/seed-template.ts', [template.resultFile], {
      env: { ...env, PORT: '3000', DATABASE_URL: databaseUrl, MEDIA_DIR: template.mediaDir, PAYLOAD_SECRET: template.secret },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    // PostgreSQL copies a template only while no one is connected to it.
    if (template.postgresDatabase)
      await onPostgresServer(postgresUrl!, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template.postgresDatabase}'`)
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide('seededTemplate', template)
  return teardown
}
