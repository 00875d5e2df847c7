/**
 * Who hears of revalidated tags, and the content generation that counts them (decision 0073).
 * No imports and state on `globalThis`, so the proxy's bundle, the app's and the cache handler share it.
 */
const STATE = Symbol.for('college.revalidated-tags')

/** @typedef {{ listeners: Set<(tags: string[]) => void>, generation: number, serving: boolean }} State */

/** @returns {State} */
function state() {
  const globals = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis))
  globals[STATE] ??= { listeners: new Set(), generation: 0, serving: false }
  return globals[STATE]
}

/**
 * Calls `listener(tags)` after tags were revalidated, here or on another instance. Returns the unsubscribe.
 * @param {(tags: string[]) => void} listener
 */
export function onTagsRevalidated(listener) {
  state().listeners.add(listener)
  return () => state().listeners.delete(listener)
}

/**
 * Counts a revalidation, then tells every listener; one that throws does not stop the others.
 * @param {string[]} tags
 */
export function notifyTagsRevalidated(tags) {
  const { listeners } = state()
  state().generation++
  for (const listener of listeners) {
    try {
      listener(tags)
    } catch (error) {
      console.error('[revalidation] a listener failed:', error)
    }
  }
}

/** Said by the page cache handler when Next.js loads it: from then on this process hears every revalidation. */
export function markRevalidationsHeard() {
  state().serving = true
}

/**
 * Revalidations heard so far: changes whenever content changes. Null where no Next.js server runs
 * (integration tests, the seed): nothing can be heard, so nothing may be kept.
 * @returns {number | null}
 */
export function contentGeneration() {
  const { serving, generation } = state()
  return serving ? generation : null
}
