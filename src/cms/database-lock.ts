import pg from 'pg'

import { isPostgresUrl } from './database'

/**
 * The PostgreSQL advisory lock every instance takes to prepare the database (scripts/prepare-db.ts):
 * one number shared by all of them, arbitrary but fixed (docs/decisions/0067).
 */
const PREPARE_LOCK_KEY = 2_026_112_421

/**
 * Runs `work` while holding the preparation lock, so that instances starting together migrate and
 * seed one after another: the first fills an empty database, the others find it full. The lock
 * belongs to a connection of its own, so it goes when the process does, even killed mid-way.
 * SQLite belongs to one instance and needs none.
 */
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
