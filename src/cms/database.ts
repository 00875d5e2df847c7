import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config, Migration } from 'payload'

import { env } from '@/env'
import { SQLITE_SYNCHRONOUS } from '@/services/transactions'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/** SQLite by default, PostgreSQL when DATABASE_URL says so; the schema comes only from committed migrations (push is off). */
export function databaseAdapter(url = env().DATABASE_URL): Config['db'] {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: env().DATABASE_POOL_SIZE },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  // A fresh checkout has no data/ folder yet.
  mkdirSync(path.dirname(path.resolve(url.replace(/^file:/, ''))), { recursive: true })
  return sqliteAdapter({
    client: { url },
    // Write-ahead logging: readers never wait for a writer; NORMAL loses nothing when the app crashes (decision 0013).
    wal: { synchronous: SQLITE_SYNCHRONOUS },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

/** Logs an idle pooled connection the server ended, which would otherwise kill the process; the health check answers 503 instead (docs/decisions/0069). */
export function logDatabasePoolErrors(db: unknown): void {
  const pool = (db as { pool?: { on(event: 'error', listener: (error: Error) => void): unknown } }).pool
  pool?.on('error', (error) => console.error('[database] a pooled connection failed:', error.message))
}

/** The migrations that belong to the adapter for this URL. */
export function migrationsFor(url = env().DATABASE_URL): Migration[] {
  return (isPostgresUrl(url) ? postgresMigrations : sqliteMigrations) as Migration[]
}
