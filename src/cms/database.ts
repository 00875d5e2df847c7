import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config, Migration } from 'payload'

import { env } from '@/env'

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
  return sqliteAdapter({
    client: { url },
    // Write-ahead logging: readers never wait for a writer. NORMAL syncs at checkpoints rather than
    // at every commit, which is safe from corruption and loses nothing when the app crashes
    // (decision 0013).
    wal: { synchronous: 'NORMAL' },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

/** The migrations that belong to the adapter for this URL. */
export function migrationsFor(url = env().DATABASE_URL): Migration[] {
  return (isPostgresUrl(url) ? postgresMigrations : sqliteMigrations) as Migration[]
}
