import { describe, expect, it } from 'vitest'

import { AREA_HEADER, AUTH_TOKEN_EXPIRY_MS, AUTH_TOKEN_EXPIRY_SECONDS, parseArea, sessionCookieOptions } from './auth'

describe('auth constants', () => {
  // spec §9: auth token expiry 604800000 ms
  it('keeps a token one week', () => {
    expect(AUTH_TOKEN_EXPIRY_MS).toBe(604800000)
    expect(AUTH_TOKEN_EXPIRY_SECONDS).toBe(7 * 24 * 60 * 60)
  })

  // spec §6, §7: X-Area FO for the public site, all for the admin
  it('reads the area header', () => {
    expect(AREA_HEADER).toBe('X-Area')
    expect(parseArea(null)).toBe('FO')
    expect(parseArea('FO')).toBe('FO')
    expect(parseArea('fo')).toBe('FO')
    expect(parseArea('ALL')).toBe('all')
    expect(parseArea('BO')).toBeNull()
  })
})

// `Secure` on the session cookie when the public origin is HTTPS.
describe('the session cookie', () => {
  it('is Secure behind HTTPS, and Lax everywhere', () => {
    expect(sessionCookieOptions('https://www.foundry.example')).toEqual({ secure: true, sameSite: 'Lax' })
    expect(sessionCookieOptions('http://localhost:3000')).toEqual({ secure: false, sameSite: 'Lax' })
  })
})
