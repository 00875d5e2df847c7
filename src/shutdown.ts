import type { Payload } from 'payload'

/** The database gets this long to close its connections at shutdown. */
const DATABASE_CLOSE_TIMEOUT_MS = 2000

/** What Payload keeps on the global object: the instance of `getPayload`, once made. */
type PayloadCache = Map<string, { payload: Payload | null }>

/** Ends PostgreSQL's pool (each connection told goodbye) or closes the SQLite file; nothing when Payload never started. */
export async function closeDatabase(): Promise<void> {
  const payload = (globalThis as { _payload?: PayloadCache })._payload?.get('default')?.payload
  if (!payload) return
  const db = payload.db as unknown as { pool?: { end(): Promise<void> }; client?: { close(): void } }
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    db.pool ? db.pool.end() : Promise.resolve(db.client?.close()),
    new Promise((resolve) => (timer = setTimeout(resolve, DATABASE_CLOSE_TIMEOUT_MS))),
  ])
  clearTimeout(timer)
  console.log('▸ The database connection is closed.')
}

/**
 * On SIGTERM or SIGINT, the server (scripts/serve.mjs, as `next start`) stops listening, waits for the requests in flight and then
 * calls process.exit (decision 0069). It offers no hook after the wait; so, once a signal has come,
 * that exit first closes the database: never while a request may still use it.
 */
export function closeDatabaseAtExit(): void {
  const onSignal = () => {
    const exit = process.exit.bind(process)
    process.exit = ((code?: number) => {
      void closeDatabase()
        .catch((error) => console.error('The database did not close:', error instanceof Error ? error.message : error))
        .finally(() => exit(code))
    }) as typeof process.exit
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
}
