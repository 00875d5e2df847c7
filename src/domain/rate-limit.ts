/**
 * A limit on how often one sender may do something: at most `limit` times in any `windowMs`.
 * Kept in memory, for `maxKeys` senders at most (the oldest are forgotten first), so a flood of
 * addresses cannot grow it without bound.
 */
export class RateLimiter {
  #hits = new Map<string, number[]>()

  constructor(private readonly rule: { limit: number; windowMs: number; maxKeys: number }) {}

  /** Counts one try by `key` at `now`; answers whether it is allowed, and if not, how long until it would be. */
  take(key: string, now: number): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const since = now - this.rule.windowMs
    const recent = (this.#hits.get(key) ?? []).filter((at) => at > since)
    if (recent.length >= this.rule.limit) {
      this.#hits.set(key, recent)
      return { allowed: false, retryAfterMs: recent[0]! + this.rule.windowMs - now }
    }
    this.#hits.delete(key) // re-inserted last: the map's order is oldest use first
    this.#hits.set(key, [...recent, now])
    for (const oldest of this.#hits.keys()) {
      if (this.#hits.size <= this.rule.maxKeys) break
      this.#hits.delete(oldest)
    }
    return { allowed: true }
  }
}
