/**
 * Drops the PostgreSQL databases this run made, once every test worker has exited: dropping one
 * while its worker still holds pooled connections would kill them mid-flight.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every PostgreSQL database of this run starts with it. */
    postgresDatabasePrefix: string
  }
}

export default function setup(project: TestProject) {
  const prefix = `college_it_${randomBytes(4).toString('hex')}_`
  project.provide('postgresDatabasePrefix', prefix)

  return async function teardown() {
    const url = process.env.TEST_POSTGRES_URL
    if (!url) return
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await admin.end()
  }
}
