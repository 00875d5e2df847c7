import { describe, expect, it } from 'vitest'

import { bearerMatches } from './access'

const SECRET = 'a-secret-of-sixteen-or-more'

// spec §6 (cron job): who may run the scheduled jobs besides staff with the capability.
describe('the job clock’s bearer token', () => {
  it('matches only the exact header', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true)
    expect(bearerMatches(`Bearer ${SECRET}x`, SECRET)).toBe(false)
    expect(bearerMatches(`bearer ${SECRET}`, SECRET)).toBe(false)
    expect(bearerMatches(SECRET, SECRET)).toBe(false)
    expect(bearerMatches('Bearer ', SECRET)).toBe(false)
  })

  it('never matches without a secret or a header', () => {
    expect(bearerMatches('Bearer ', undefined)).toBe(false)
    expect(bearerMatches('Bearer undefined', undefined)).toBe(false)
    expect(bearerMatches(null, SECRET)).toBe(false)
    expect(bearerMatches(undefined, SECRET)).toBe(false)
  })
})
