/** spec §8, §9: a failed chunk load reloads the page, at most once per path every 10 seconds. */
export const RELOAD_GUARD_MS = 10_000
/** spec §9: after load, a hash in the address scrolls to its element after this long. */
export const HASH_SCROLL_DELAY_MS = 1000

/** Whether to reload now, given when this path was last reloaded for a chunk error (ms, or null). */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt
}

/** Errors that mean the page's JavaScript belongs to an older build than the server's. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message))
  )
}
