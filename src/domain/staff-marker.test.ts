import { describe, expect, it } from 'vitest'

import { STAFF_MARKER_COOKIE, STAFF_TOKEN_COOKIE, hasStaffMarker, staffMarkerChange, tokenLooksLive } from './staff-marker'

const NOW = Date.UTC(2026, 10, 24, 12)
const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`
const live = jwt({ id: 1, exp: NOW / 1000 + 3600 })
const expired = jwt({ id: 1, exp: NOW / 1000 - 1 })

describe('the staff marker (spec §4: the toolbar only for staff)', () => {
  it('is a readable cookie beside Payload’s token cookie', () => {
    expect(STAFF_MARKER_COOKIE).toBe('staff')
    expect(STAFF_TOKEN_COOKIE).toBe('payload-token')
  })

  it('is found in document.cookie', () => {
    expect(hasStaffMarker('staff=1')).toBe(true)
    expect(hasStaffMarker('selectedTheme=dark; staff=1')).toBe(true)
    expect(hasStaffMarker('')).toBe(false)
    expect(hasStaffMarker('selectedTheme=dark')).toBe(false)
    expect(hasStaffMarker('staff=0; notstaff=1')).toBe(false)
  })

  it('follows a token whose expiry is ahead', () => {
    expect(tokenLooksLive(live, NOW)).toBe(true)
    expect(tokenLooksLive(expired, NOW)).toBe(false)
    expect(tokenLooksLive(undefined, NOW)).toBe(false)
    expect(tokenLooksLive('not-a-token', NOW)).toBe(false)
    expect(tokenLooksLive('a.%%%.b', NOW)).toBe(false)
    expect(tokenLooksLive(jwt({ id: 1 }), NOW)).toBe(false)
  })

  it('is set for a live token, deleted without one, and left alone otherwise', () => {
    expect(staffMarkerChange(live, undefined, NOW)).toBe('set')
    expect(staffMarkerChange(live, '1', NOW)).toBeNull()
    expect(staffMarkerChange(undefined, '1', NOW)).toBe('delete')
    expect(staffMarkerChange(expired, '1', NOW)).toBe('delete')
    expect(staffMarkerChange(expired, undefined, NOW)).toBeNull()
    // A visitor with no cookies at all gets the same response as before.
    expect(staffMarkerChange(undefined, undefined, NOW)).toBeNull()
  })
})
