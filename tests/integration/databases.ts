/** The integration files' databases: each file's own (setup.ts), and the run's seeded template they copy (global-setup.ts, harness.ts). */
import { copyFileSync, cpSync, existsSync } from 'node:fs'

import pg from 'pg'

/** Where the seeded template of this run is: a SQLite file or a PostgreSQL database, its media, the seed's result. */
export type SeededTemplate = {
  /** The secret every file's Payload runs with, the template's too. */
  secret: string
  sqliteFile?: string
  postgresDatabase?: string
  mediaDir: string
  resultFile: string
}

/**
 * `url` with its database named `database`. A test database commits without waiting for the disk
 * (decision 0100): no test sees the difference, which only a crash of PostgreSQL itself would show.
 */
export function postgresUrlOf(url: string, database: string): string {
  const withDatabase = new URL(url)
  withDatabase.pathname = `/${database}`
  withDatabase.searchParams.set('options', '-c synchronous_commit=off')
  return withDatabase.toString()
}

/** Runs `queries` in turn on the server of `url`, as a client of its own (CREATE and DROP DATABASE each need a statement to themselves). */
export async function onPostgresServer(url: string, ...queries: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    for (const query of queries) await admin.query(query)
  } finally {
    await admin.end()
  }
}

/** Makes this file's database and media folder copies of the template (the SQLite file, or a PostgreSQL database from the template one). */
export async function copySeededTemplate(template: SeededTemplate): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL!
  if (template.postgresDatabase) {
    const database = new URL(databaseUrl).pathname.slice(1)
    await onPostgresServer(process.env.TEST_POSTGRES_URL!, `DROP DATABASE ${database}`, `CREATE DATABASE ${database} TEMPLATE ${template.postgresDatabase}`)
  } else {
    const file = databaseUrl.replace(/^file:/, '')
    // The write-ahead log too, should the template's have been left unmerged.
    for (const suffix of ['', '-wal']) if (existsSync(template.sqliteFile! + suffix)) copyFileSync(template.sqliteFile! + suffix, file + suffix)
  }
  if (existsSync(template.mediaDir)) cpSync(template.mediaDir, process.env.MEDIA_DIR!, { recursive: true })
}
