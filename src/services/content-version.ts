import { contentGeneration } from '@/server/revalidation-listeners.mjs'

import { KeptValues } from './kept-values'

/** Changes with content: the revalidations heard (docs/decisions/0073); what is kept from content is kept under it. No Next.js server: new each call. */
export function contentVersion(): unknown {
  return contentGeneration() ?? Symbol('read afresh')
}

/** `read`'s value kept under the content version, concurrent callers sharing one read; `sharedAs` puts it on `globalThis` for every bundle. */
export function keptUntilChange<T>(read: () => Promise<T>, sharedAs?: string): () => Promise<T> {
  const globals = globalThis as Record<symbol, KeptValues<T> | undefined>
  const key = sharedAs === undefined ? null : Symbol.for(`college.kept.${sharedAs}`)
  const kept = key === null ? new KeptValues<T>({ entries: 1, weight: 0 }) : (globals[key] ??= new KeptValues<T>({ entries: 1, weight: 0 }))
  return async () => kept.get(contentVersion(), '', read)
}
