import { randomUUID } from 'node:crypto'

import { cachedRead } from './cached-read'
import { KeptValues } from './kept-values'

/** A token lives this long at most; any content change drops it at once. */
const CONTENT_VERSION_SECONDS = 24 * 60 * 60

/**
 * A token that changes whenever content changes: an entry in Next.js's data cache, which the
 * content hooks' `revalidatePath('/', 'layout')` drops like every cached page (docs/decisions/0011).
 * What is kept in memory from the content (the course catalogue, the list calls' answers) is kept
 * under it and read again under a new one (docs/decisions/0053, 0070). Outside a Next.js server
 * there is no cache, so every call gets a new token and everything is read afresh.
 */
export const contentVersion = cachedRead('content-version', async () => randomUUID(), CONTENT_VERSION_SECONDS)

/**
 * `read`'s value, kept in memory under the content version: read once per content change, concurrent
 * callers sharing one read, a failed read not kept. Named, it hangs on `globalThis`, so that the page
 * and API bundles of the server share one copy (a large value: the course catalogue).
 */
export function keptUntilChange<T>(read: () => Promise<T>, sharedAs?: string): () => Promise<T> {
  const globals = globalThis as Record<symbol, KeptValues<T> | undefined>
  const key = sharedAs === undefined ? null : Symbol.for(`college.kept.${sharedAs}`)
  const kept = key === null ? new KeptValues<T>({ entries: 1, weight: 0 }) : (globals[key] ??= new KeptValues<T>({ entries: 1, weight: 0 }))
  return async () => kept.get(await contentVersion(), '', read)
}
