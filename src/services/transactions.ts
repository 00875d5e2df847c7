import { beginTransaction as beginDrizzleTransaction } from '@payloadcms/drizzle'
import { type PayloadRequest, commitTransaction, initTransaction, killTransaction } from 'payload'

/** SQLite syncs at checkpoints rather than at every commit (decision 0013); set by the adapter too (cms/database.ts). */
export const SQLITE_SYNCHRONOUS = 'NORMAL'

/** Runs `work` in one transaction on `req` (SQLite's adapter keeps them off: one is opened on its drizzle, and other writers wait). Keep it short. */
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
