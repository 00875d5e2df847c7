/**
 * How the response cache counts a search it answers from memory (decision 0170): the search route offers its own counting
 * here (the abuse limit's try and the query report's query, in the route's bundle), and the cache calls it for each kept
 * answer it sends, so that limits and the report stay exact. No imports and state on `globalThis`, as the route's bundle
 * and the server share it.
 */
const STATE = Symbol.for('college.kept-search-counting')

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} Refusal
 * @typedef {(url: string, headers: import('node:http').IncomingHttpHeaders, found: number) => Promise<Refusal | null>} Counting
 */

/**
 * Offered by the search route when it loads: counts a kept answer's try and query; the refusal to send past the limit, else null.
 * @param {Counting} count
 */
export function offerSearchCounting(count) {
  const globals = /** @type {Record<symbol, Counting | undefined>} */ (/** @type {unknown} */ (globalThis))
  globals[STATE] = count
}

/** The route's counting, or null before the route has loaded (then no search answer is kept). */
export function searchCounting() {
  const globals = /** @type {Record<symbol, Counting | undefined>} */ (/** @type {unknown} */ (globalThis))
  return globals[STATE] ?? null
}
