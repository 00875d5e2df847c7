/**
 * Who hears that tags were revalidated, on this instance or another (docs/decisions/0067): caches
 * kept in this process that are not Next.js's (the redirect table) follow content through it. No
 * imports, so that the proxy's bundle can take it without Redis; the list lives on `globalThis`, so
 * the proxy's bundle, the app's bundle and the cache handler share it.
 */
const LISTENERS = Symbol.for('college.revalidated-tags.listeners')

/**
 * Calls `listener(tags)` after tags were revalidated, on this instance or another: in-process caches
 * that are not Next.js's (the redirect table) follow content through it. Shared on `globalThis`, so
 * the proxy's bundle, the app's bundle and the cache handler see one list. Returns the unsubscribe.
 */
export function onTagsRevalidated(listener) {
  globalThis[LISTENERS] ??= new Set()
  globalThis[LISTENERS].add(listener)
  return () => globalThis[LISTENERS].delete(listener)
}

/** Tells every listener that `tags` were revalidated; a listener that throws does not stop the others. */
export function notifyTagsRevalidated(tags) {
  for (const listener of globalThis[LISTENERS] ?? []) {
    try {
      listener(tags)
    } catch (error) {
      console.error('[revalidation] a listener failed:', error)
    }
  }
}
