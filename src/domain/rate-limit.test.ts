import { describe, expect, it } from 'vitest'

import { ABUSE_LIMITS, PEER_ADDRESS_HEADER, RateLimiter, retryAfterSeconds, senderOf, tooManyMessage } from './rate-limit'

describe('a rate limit', () => {
  it('allows `limit` tries in the window, then says how long to wait', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, 10)
    expect(limiter.take('a', 0)).toEqual({ allowed: true })
    expect(limiter.take('a', 10_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 20_000)).toEqual({ allowed: false, retryAfterMs: 40_000 })
    expect(limiter.take('b', 20_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 60_001)).toEqual({ allowed: true })
  })

  it('forgets the least recent senders past its size', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, 2)
    limiter.take('a', 0)
    limiter.take('b', 1)
    limiter.take('c', 2)
    expect(limiter.take('a', 3)).toEqual({ allowed: true }) // forgotten
    expect(limiter.take('c', 4)).toEqual({ allowed: false, retryAfterMs: 59_998 })
  })
})

describe('a try that turned out not to count', () => {
  it('is handed back, and a cleared sender starts afresh', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 })
    limiter.take('a', 0)
    limiter.take('a', 1)
    limiter.giveBack('a')
    expect(limiter.take('a', 2)).toEqual({ allowed: true })
    expect(limiter.take('a', 3).allowed).toBe(false)
    limiter.clear('a')
    expect(limiter.take('a', 4)).toEqual({ allowed: true })
  })
})

// The limits and what a refused try is told.
describe('the abuse limits', () => {
  it('lock an account after the back office lockout’s ten failures in ten minutes', () => {
    expect(ABUSE_LIMITS.signInAccount).toEqual({ limit: 10, windowMs: 600_000 })
  })

  it('say what was refused and when to try again, in seconds or minutes', () => {
    expect(tooManyMessage('search', 1500)).toBe('Too many searches in a short time: search again in 2 seconds.')
    expect(tooManyMessage('signInAccount', 540_000)).toMatch(/^This account has had too many failed sign-ins .* try again in 9 minutes/)
    expect(retryAfterSeconds(0)).toBe(1)
  })
})

describe('the sender of a request', () => {
  const headers = (forwardedFor: string) => new Headers({ 'x-forwarded-for': forwardedFor })

  it('is the address the nearest trusted proxy saw, never what the client wrote before it', () => {
    expect(senderOf(headers('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(senderOf(headers('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7')
    expect(senderOf(headers('203.0.113.7'), 3)).toBe('203.0.113.7')
  })

  it('is the connection’s address when no proxy is trusted: a forwarded chain is the client’s own words (decision 0120)', () => {
    const direct = new Headers({ 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7', [PEER_ADDRESS_HEADER]: '198.51.100.20' })
    expect(senderOf(direct, 0)).toBe('198.51.100.20')
    expect(senderOf(headers('203.0.113.7'), 0)).toBeNull()
  })

  it('is the proxy’s X-Real-IP, then the connection, without a chain; unknown to a request without any (the local API)', () => {
    expect(senderOf(new Headers(), 1)).toBeNull()
    expect(senderOf(new Headers({ 'x-real-ip': '198.51.100.1' }), 1)).toBe('198.51.100.1')
    expect(senderOf(new Headers({ [PEER_ADDRESS_HEADER]: '198.51.100.2' }), 1)).toBe('198.51.100.2')
  })
})
