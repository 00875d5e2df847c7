import { describe, expect, it } from 'vitest'

import { carriesStaffData } from './staff-answers'

describe('carriesStaffData', () => {
  it('holds for a signed-in request, by header or by cookie', () => {
    expect(carriesStaffData('/api/pages', new Headers({ Authorization: 'JWT abc' }))).toBe(true)
    expect(carriesStaffData('/api/pages', new Headers({ Cookie: 'theme=dark; payload-token=abc' }))).toBe(true)
  })

  it('holds for the account calls, signed in or not', () => {
    expect(carriesStaffData('/api/users/me', new Headers())).toBe(true)
    expect(carriesStaffData('/api/users', new Headers())).toBe(true)
  })

  it('does not hold for a visitor, a cookie whose name only looks alike, or a path that only begins alike', () => {
    expect(carriesStaffData('/api/pages', new Headers())).toBe(false)
    expect(carriesStaffData('/api/pages', new Headers({ Cookie: 'payload-token-x=1; staff=1' }))).toBe(false)
    expect(carriesStaffData('/api/users-export', new Headers())).toBe(false)
  })
})
