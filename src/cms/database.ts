import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { beginTransaction as beginDrizzleTransaction } from '@payloadcms/drizzle'
import { type Config, type Migration, type PayloadRequest, commitTransaction, initTransaction, killTransaction } from 'payload'

import { env } from '@/env'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/** SQLite syncs at checkpoints rather than at every commit (decision 0013). */
const SQLITE_SYNCHRONOUS = 'NORMAL'

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

/**
 * Runs `work` in one database transaction on `req` (pass `req` to every call inside), so that its
 * writes land together or not at all. PostgreSQL's adapter opens one with Payload's
 * `initTransaction`; the SQLite adapter keeps transactions off (Payload's default there), so for
 * SQLite one is opened on the adapter's own drizzle. While it is open, other writers on SQLite are
 * refused with "database is locked" (readers carry on): keep the work short.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const db = req.payload.db
  const sqlite = db.name === 'sqlite'
  if (req.transactionID) return work()
  if (sqlite) req.transactionID = (await beginDrizzleTransaction.call(db as never)) ?? undefined
  else await initTransaction(req)
  try {
    const result = await work()
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  } finally {
    // libsql gives its connection to the transaction and opens a new one, without the adapter's settings.
    if (sqlite) await (db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client.execute(`PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}`)
  }
}
