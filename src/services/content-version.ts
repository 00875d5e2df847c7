import { contentGeneration } from '@/server/revalidation-listeners.mjs'

import { KeptValues } from './kept-values'

/**
 * A token that changes whenever content changes: the number of revalidations this process has
 * heard, on this instance or another (src/server/revalidation-listeners.mjs; every publish, unpublish or
 * delete revalidates through the content hooks, docs/decisions/0011, 0067). What is kept in memory
 * from the content (the course catalogue, the list calls' answers) is kept under it and read again
 * under a new one (docs/decisions/0053, 0070, 0073). One number for the whole process: every bundle of
 * the server reads the same one, and no cache can drop it. Where no Next.js server runs, every
 * call gets a new token and everything is read afresh.
 */
export function contentVersion(): unknown {
  return contentGeneration() ?? Symbol('read afresh')
}

/**
 * `read`'s value, kept in memory under the content version: read once per content change, concurrent
 * callers sharing one read, a failed read not kept. Named, it hangs on `globalThis`, so that the page
 * and API bundles of the server share one copy (a large value: the course catalogue).
 */
export function keptUntilChange<T>(read: () => Promise<T>, sharedAs?: string): () => Promise<T> {
  const globals = globalThis as Record<symbol, KeptValues<T> | undefined>
  const key = sharedAs === undefined ? null : Symbol.for(`college.kept.${sharedAs}`)
  const kept = key === null ? new KeptValues<T>({ entries: 1, weight: 0 }) : (globals[key] ??= new KeptValues<T>({ entries: 1, weight: 0 }))
  return async () => kept.get(contentVersion(), '', read)
}
