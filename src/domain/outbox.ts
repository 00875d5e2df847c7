/** The outbox's retry rule (our choice; the spec asks only that nothing is lost): waits double each time, gives up after twelve tries, about a day. */
export const OUTBOX_MAX_ATTEMPTS = 12
const FIRST_RETRY_MS = 60_000
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000

/** How long to wait after the `attempts`-th failed try: 1 min, 2, 4, 8… at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS)
}

/** What becomes of a message after a failed try: tried again at a later time, or given up. */
export function afterFailure(attempts: number, now: Date): { status: 'pending'; nextAttemptAt: string } | { status: 'failed' } {
  if (attempts >= OUTBOX_MAX_ATTEMPTS) return { status: 'failed' }
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }
}
