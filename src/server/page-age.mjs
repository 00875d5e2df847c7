/**
 * When the page an answer was made from was rendered, as Next's page cache told it during this request: so the response
 * cache keeps a page no longer than the page cache may (decision 0135). State on `globalThis`, shared with the cache handler.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const STATE = Symbol.for('college.page-age')

/** @typedef {{ renderedAt?: number }} PageAge */

/** @returns {AsyncLocalStorage<PageAge>} */
function storage() {
  const globals = /** @type {Record<symbol, AsyncLocalStorage<PageAge> | undefined>} */ (/** @type {unknown} */ (globalThis))
  globals[STATE] ??= new AsyncLocalStorage()
  return globals[STATE]
}

/**
 * Runs `work(age)` (Next's handling of one request) with `age`, the record of the page cache's reads it fills.
 * @template T
 * @param {(age: PageAge) => T} work
 * @returns {T}
 */
export function withPageAge(work) {
  /** @type {PageAge} */
  const age = {}
  return storage().run(age, () => work(age))
}

/**
 * Said by the page cache handler when it hands Next a kept page: the oldest read of the request counts.
 * @param {number | undefined} lastModified When the kept page was rendered (ms since the epoch).
 */
export function notePageRenderedAt(lastModified) {
  const age = storage().getStore()
  if (!age || typeof lastModified !== 'number' || !Number.isFinite(lastModified)) return
  age.renderedAt = age.renderedAt === undefined ? lastModified : Math.min(age.renderedAt, lastModified)
}
