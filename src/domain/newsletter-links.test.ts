import { describe, expect, it } from 'vitest'

import { CONFIRMATION_LINK_DAYS, checkLink, listUnsubscribeHeaders, parseLink, signLink } from './newsletter-links'

const secret = 'a-secret-for-tests'
const signup = { id: 42, email: 'Ada@Example.edu', list: 'svanow' }
const now = new Date('2026-11-28T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000

describe('newsletter links (double opt-in, RFC 8058 unsubscribe)', () => {
  it('a confirmation link works for a week, then is refused as expired', () => {
    expect(CONFIRMATION_LINK_DAYS).toBe(7)
    const link = parseLink(signLink('confirm', signup, secret, now), 'confirm')!
    expect(link).toMatchObject({ purpose: 'confirm', id: 42 })
    expect(checkLink(link, signup, secret, new Date(now.getTime() + 7 * DAY - 1000))).toBe('valid')
    expect(checkLink(link, signup, secret, new Date(now.getTime() + 7 * DAY))).toBe('expired')
  })

  it('refuses an altered token: another id, a later expiry, another signature, another secret, another address or list', () => {
    const token = signLink('confirm', signup, secret, now)
    const [code, id, expires, signature] = token.split('.')
    const later = parseLink([code, id, Number(expires) + 7 * 86400, signature].join('.'), 'confirm')!
    expect(checkLink(later, signup, secret, now)).toBe('invalid')
    const otherId = parseLink([code, 43, expires, signature].join('.'), 'confirm')!
    expect(checkLink(otherId, { ...signup, id: 43 }, secret, now)).toBe('invalid')
    const flipped = parseLink([code, id, expires, (signature![0] === 'A' ? 'B' : 'A') + signature!.slice(1)].join('.'), 'confirm')!
    expect(checkLink(flipped, signup, secret, now)).toBe('invalid')
    const link = parseLink(token, 'confirm')!
    expect(checkLink(link, signup, 'another secret', now)).toBe('invalid')
    expect(checkLink(link, { ...signup, email: 'eve@example.edu' }, secret, now)).toBe('invalid')
    expect(checkLink(link, { ...signup, list: 'sva-calendar' }, secret, now)).toBe('invalid')
    // The address's case is not the person's: Ada@ and ada@ are one address.
    expect(checkLink(link, { ...signup, email: 'ada@example.edu' }, secret, now)).toBe('valid')
  })

  it('reads only tokens of its purpose and shape', () => {
    const unsubscribe = signLink('unsubscribe', signup, secret, now)
    expect(parseLink(unsubscribe, 'confirm')).toBeNull()
    expect(parseLink(signLink('confirm', signup, secret, now), 'unsubscribe')).toBeNull()
    for (const bad of [undefined, '', 'c.1.2.x', 'c.0.1.' + 'a'.repeat(43), 'x'.repeat(300), ['c']]) expect(parseLink(bad, 'confirm')).toBeNull()
    // An unsubscribe link does not expire: old newsletters keep working.
    const link = parseLink(unsubscribe, 'unsubscribe')!
    expect(link.expiresAt).toBeNull()
    expect(checkLink(link, signup, secret, new Date(now.getTime() + 3650 * DAY))).toBe('valid')
  })

  it('gives every newsletter e-mail a one-click unsubscribe (RFC 8058)', () => {
    expect(listUnsubscribeHeaders('https://college.example/unsubscribe?token=u.1..x')).toEqual({
      'List-Unsubscribe': '<https://college.example/unsubscribe?token=u.1..x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
