import pg from 'pg'

import { isPostgresUrl } from './database'

/** The PostgreSQL advisory lock of database preparation (scripts/prepare-db.ts): arbitrary, fixed (docs/decisions/0067). */
const PREPARE_LOCK_KEY = 2_026_112_421

/** Runs `work` under the preparation lock, so instances starting together migrate and seed in turn; on its own connection, it dies with the process. */
export async function withPrepareLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgresUrl(url)) return work()
  const client = new pg.Client({ connectionString: url })
  // A connection cut while held (the server restarting) fails the preparation through `work`'s own queries, not the process.
  client.on('error', (error) => console.error('[prepare] the lock connection failed:', error.message))
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined)
    await client.end()
  }
}
