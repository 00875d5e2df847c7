import { describe, expect, it } from 'vitest'

import { crossSiteWriteProblem, requestOrigin } from './cross-site-writes'

const SITE = 'http://127.0.0.1:3000'
const accepted = { requestOrigin: SITE, allowedOrigins: ['https://cms.example.edu'] }
const write = (change: Partial<Parameters<typeof crossSiteWriteProblem>[0]>, to = accepted) =>
  crossSiteWriteProblem({ method: 'POST', origin: SITE, fetchSite: 'same-origin', hasSessionCookie: true, ...change }, to)

// Cookie-authenticated writes refused from a foreign Origin; the address the request was made to is the accepted one (decision 0121).
describe('a cross-site write', () => {
  it('is refused when a signed-in browser writes from another origin, or says it is not same-origin', () => {
    expect(write({ origin: 'https://evil.example' })).toMatch(
      /accepted only from the address it is sent to \(http:\/\/127.0.0.1:3000\); this one came from https:\/\/evil.example/,
    )
    expect(write({ method: 'delete', origin: 'https://127.0.0.1:3000' })).not.toBeNull()
    expect(write({ origin: 'http://localhost:3000' })).not.toBeNull()
    expect(write({ origin: 'null', fetchSite: 'cross-site' })).not.toBeNull()
    expect(write({ origin: 'null', fetchSite: null })).not.toBeNull()
    expect(write({ origin: null, fetchSite: 'cross-site' })).not.toBeNull()
    // A sibling host is another site for a staff session.
    expect(write({ origin: null, fetchSite: 'same-site' })).not.toBeNull()
    expect(write({ origin: 'not a url' })).not.toBeNull()
  })

  it('passes from the address it was sent to, whichever that is, or from a listed origin', () => {
    expect(write({})).toBeNull()
    expect(write({ origin: 'http://localhost:3000' }, { requestOrigin: 'http://localhost:3000', allowedOrigins: [] })).toBeNull()
    expect(write({ origin: 'https://cms.example.edu', fetchSite: 'cross-site' })).toBeNull()
    expect(write({ origin: null, fetchSite: 'same-origin' })).toBeNull()
  })

  it('passes without a session cookie, for reads, and from clients that are no browser', () => {
    expect(write({ origin: 'https://evil.example', hasSessionCookie: false })).toBeNull()
    expect(write({ origin: 'https://evil.example', method: 'GET' })).toBeNull()
    expect(write({ origin: null, fetchSite: null })).toBeNull()
  })
})

describe('the origin a request was made to', () => {
  const headers = { host: '127.0.0.1:3000', forwardedHost: 'www.example.edu', forwardedProto: 'https' }

  it('is the Host on plain HTTP when no proxy is trusted: forwarded headers are the client’s own words', () => {
    expect(requestOrigin(headers, false)).toBe('http://127.0.0.1:3000')
  })

  it('is what the trusted proxy forwarded, its first entry, default ports dropped', () => {
    expect(requestOrigin(headers, true)).toBe('https://www.example.edu')
    expect(requestOrigin({ host: 'app:3000', forwardedHost: 'www.example.edu:443, app', forwardedProto: 'https, http' }, true)).toBe('https://www.example.edu')
    expect(requestOrigin({ host: 'www.example.edu', forwardedHost: null, forwardedProto: null }, true)).toBe('http://www.example.edu')
    expect(requestOrigin({ host: 'www.example.edu', forwardedHost: null, forwardedProto: 'gopher' }, true)).toBe('http://www.example.edu')
  })

  it('is null for a missing or malformed host', () => {
    expect(requestOrigin({ host: null, forwardedHost: null, forwardedProto: null }, false)).toBeNull()
    expect(requestOrigin({ host: 'evil.example/x@y', forwardedHost: null, forwardedProto: null }, false)).toBeNull()
    expect(requestOrigin({ host: '[::1]:3000', forwardedHost: null, forwardedProto: null }, false)).toBe('http://[::1]:3000')
  })
})
