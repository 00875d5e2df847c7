import { describe, expect, it } from 'vitest'

import { RateLimiter } from './rate-limit'

describe('a rate limit', () => {
  it('allows `limit` tries in the window, then says how long to wait', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000, maxKeys: 10 })
    expect(limiter.take('a', 0)).toEqual({ allowed: true })
    expect(limiter.take('a', 10_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 20_000)).toEqual({ allowed: false, retryAfterMs: 40_000 })
    expect(limiter.take('b', 20_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 60_001)).toEqual({ allowed: true })
  })

  it('forgets the least recent senders past its size', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 })
    limiter.take('a', 0)
    limiter.take('b', 1)
    limiter.take('c', 2)
    expect(limiter.take('a', 3)).toEqual({ allowed: true }) // forgotten
    expect(limiter.take('c', 4)).toEqual({ allowed: false, retryAfterMs: 59_998 })
  })
})
