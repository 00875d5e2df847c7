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

/**
 * SQLite by default, PostgreSQL when DATABASE_URL says so. Schema changes only ever come from the
 * committed migrations (push is off), so a database never drifts from them.
 */
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
    // Write-ahead logging: readers never wait for a writer. NORMAL syncs at checkpoints rather than
    // at every commit, which is safe from corruption and loses nothing when the app crashes
    // (decision 0013).
    wal: { synchronous: SQLITE_SYNCHRONOUS },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

/**
 * A pooled PostgreSQL connection that the server ends while idle (a restart, a failover, a
 * terminated backend) is logged, and the pool opens another when asked: unheard, node-postgres
 * throws the error and the whole process dies, where the health check should answer 503 and the
 * site come back with the database (issue 21, docs/decisions/0069). SQLite has no pool.
 */
export function logDatabasePoolErrors(db: unknown): void {
  const pool = (db as { pool?: { on(event: 'error', listener: (error: Error) => void): unknown } }).pool
  pool?.on('error', (error) => console.error('[database] a pooled connection failed:', error.message))
}

/** The migrations that belong to the adapter for this URL. */
export function migrationsFor(url = env().DATABASE_URL): Migration[] {
  return (isPostgresUrl(url) ? postgresMigrations : sqliteMigrations) as Migration[]
}
