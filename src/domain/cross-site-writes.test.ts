import { describe, expect, it } from 'vitest'

import { crossSiteWriteProblem } from './cross-site-writes'

const SITE = 'https://www.example.edu'
const write = (change: Partial<Parameters<typeof crossSiteWriteProblem>[0]>) =>
  crossSiteWriteProblem({ method: 'POST', origin: SITE, fetchSite: 'same-origin', hasSessionCookie: true, ...change }, SITE)

// Cookie-authenticated writes refused from a foreign Origin; the public origin is the allowed one.
describe('a cross-site write', () => {
  it('is refused when a signed-in browser writes from another origin, or says it is cross-site', () => {
    expect(write({ origin: 'https://evil.example' })).toMatch(/accepted from https:\/\/www.example.edu only; this one came from https:\/\/evil.example/)
    expect(write({ method: 'delete', origin: 'http://www.example.edu' })).not.toBeNull()
    expect(write({ origin: 'null', fetchSite: 'cross-site' })).not.toBeNull()
    expect(write({ origin: null, fetchSite: 'cross-site' })).not.toBeNull()
  })

  it('passes from the public origin, without a session cookie, for reads, and from clients that are no browser', () => {
    expect(write({})).toBeNull()
    expect(write({ origin: 'https://evil.example', hasSessionCookie: false })).toBeNull()
    expect(write({ origin: 'https://evil.example', method: 'GET' })).toBeNull()
    expect(write({ origin: null, fetchSite: null })).toBeNull()
  })
})
