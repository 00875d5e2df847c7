import { describe, expect, it } from 'vitest'

import { payloadBodyProblem } from './api-bodies'

const post = (change: Partial<Parameters<typeof payloadBodyProblem>[0]>) =>
  payloadBodyProblem({ method: 'POST', pathname: '/api/pages', contentType: 'application/json', hasBody: true, ...change })

// Decision 0063: a body Payload's REST API cannot read answers 400 with a message, never 500.
describe('a body sent to Payload’s API', () => {
  it('is refused as text, or untyped', () => {
    expect(post({ contentType: 'text/plain;charset=UTF-8' })).toMatch(/reads a body sent as application\/json .* this one is text\/plain/)
    expect(post({ method: 'PATCH', pathname: '/api/users/1', contentType: null })).toMatch(/has no Content-Type/)
  })

  it('is read as JSON, a multipart or url-encoded form', () => {
    expect(post({})).toBeNull()
    expect(post({ contentType: 'application/json; charset=utf-8' })).toBeNull()
    expect(post({ pathname: '/api/media', contentType: 'multipart/form-data; boundary=x' })).toBeNull()
    expect(post({ contentType: 'application/x-www-form-urlencoded' })).toBeNull()
  })

  it('is none of its business without a body, for reads, and on the site’s own API', () => {
    expect(post({ contentType: 'text/plain', hasBody: false })).toBeNull()
    expect(post({ contentType: 'text/plain', method: 'GET' })).toBeNull()
    expect(post({ contentType: 'text/plain', pathname: '/api/v1/newsletter-signups' })).toBeNull()
  })
})
