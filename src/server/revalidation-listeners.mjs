/**
 * Who hears that tags were revalidated, here or on another instance, and the content generation
 * that counts them (decision 0073). No imports, so that any bundle can take it; the state is on
 * `globalThis`, so the proxy's bundle, the app's bundles and the cache handler share it.
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
 * Calls `listener(tags)` after tags were revalidated, on this instance or another. Returns the
 * unsubscribe.
 * @param {(tags: string[]) => void} listener
 */
export function onTagsRevalidated(listener) {
  state().listeners.add(listener)
  return () => state().listeners.delete(listener)
}

/**
 * Counts a revalidation, then tells every listener; a listener that throws does not stop the others.
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
 * How many revalidations this process has heard (here or, with Redis, on another instance): a
 * number that changes whenever content changes, or null where no Next.js server runs (integration
 * tests, the seed), so nothing can be heard and nothing may be kept.
 * @returns {number | null}
 */
export function contentGeneration() {
  const { serving, generation } = state()
  return serving ? generation : null
}
