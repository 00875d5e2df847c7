import type { Area } from '@/domain/auth'
import { contentVersion } from '@/services/content-version'

import { KeptAnswers, keptAnswerHeaders, keptResponse } from './kept-answers'

/** What one call keeps at most: the keys are addresses anybody chooses (the largest answer, the faculty list, is 1.1 MB). */
const KEPT_ANSWERS = { entries: 200, bytes: 32 * 1024 * 1024 }

/**
 * A public GET whose whole answer is kept as JSON bytes in this server's memory, keyed by the
 * address (list envelopes name it in their links), for as long as the content it was read from is
 * current: the content version (`services/content-version.ts`) changes at any publish, unpublish or
 * delete, here or on another instance, and a new version reads afresh. A repeated call costs a map
 * lookup: no database, no serializing, no copy (docs/decisions/0064, 0070, 0073, 0074). Concurrent misses
 * share one read.
 *
 * `read` gets the parsed query and path parameters (both in the key, as the address); an answer
 * that follows the clock (the events list, the event feed) passes `maxAgeSeconds` and must take the
 * clock at read time, never from the key. Only visitors' answers may come through here: `read`
 * reads as a visitor, whoever asks.
 */
export function cachedAnswer<Q, P = unknown>(read: (query: Q, url: URL, params: P) => Promise<unknown>, { maxAgeSeconds }: { maxAgeSeconds?: number } = {}) {
  const answers = new KeptAnswers({ ...KEPT_ANSWERS, maxAgeMs: maxAgeSeconds === undefined ? undefined : maxAgeSeconds * 1000 })
  return async ({ query, url, area, params }: { query: Q; url: URL; area: Area; params: P }): Promise<Response> => {
    const body = await answers.body(contentVersion(), url.pathname + url.search, () => read(query, url, params))
    return keptResponse(body, keptAnswerHeaders(area))
  }
}
