/** Closing the database at shutdown, from outside Next's bundles (Payload keeps its instance on `globalThis`). */

/** The database gets this long to close its connections at shutdown. */
const DATABASE_CLOSE_TIMEOUT_MS = 2000

/**
 * Ends PostgreSQL's pool or closes the SQLite file; nothing when Payload never started here.
 * @returns {Promise<void>}
 */
export async function closeDatabase() {
  const cache = /** @type {{ _payload?: Map<string, { payload: { db: unknown } | null }> }} */ (globalThis)._payload
  const payload = cache?.get('default')?.payload
  if (!payload) return
  const db = /** @type {{ pool?: { end(): Promise<void> }, client?: { close(): void } }} */ (payload.db)
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  await Promise.race([
    db.pool ? db.pool.end() : Promise.resolve(db.client?.close()),
    new Promise((resolve) => (timer = setTimeout(resolve, DATABASE_CLOSE_TIMEOUT_MS))),
  ])
  clearTimeout(timer)
  console.log('▸ The database connection is closed.')
}
