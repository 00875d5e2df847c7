import type { Area } from '@/domain/auth'
import { contentVersion } from '@/services/content-version'

import { KeptAnswers, keptAnswerHeaders, keptResponse } from './kept-answers'

/** What one call keeps at most: the keys are addresses anybody chooses (the largest answer, the faculty list, is 1.1 MB). */
const KEPT_ANSWERS = { entries: 200, bytes: 32 * 1024 * 1024 }

/** A visitors' GET answer kept as JSON bytes by address until content changes (docs/decisions/0070, 0073, 0074); `maxAgeSeconds` for clock-bound ones. */
export function cachedAnswer<Q, P = unknown>(read: (query: Q, url: URL, params: P) => Promise<unknown>, { maxAgeSeconds }: { maxAgeSeconds?: number } = {}) {
  const answers = new KeptAnswers({ ...KEPT_ANSWERS, maxAgeMs: maxAgeSeconds === undefined ? undefined : maxAgeSeconds * 1000 })
  return async ({ query, url, area, params }: { query: Q; url: URL; area: Area; params: P }): Promise<Response> => {
    const body = await answers.body(contentVersion(), url.pathname + url.search, () => read(query, url, params))
    return keptResponse(body, keptAnswerHeaders(area))
  }
}
