import { describe, expect, it } from 'vitest'

import { healthVerdict } from './health'

// A health endpoint for several instances (decision 0069).
describe('the health verdict', () => {
  it('is 200 when every configured part answers', () => {
    expect(healthVerdict({ database: 'ok', redis: 'not configured' })).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', redis: 'not configured' } },
    })
    expect(healthVerdict({ database: 'ok', redis: 'ok' }).status).toBe(200)
  })

  it('is 503 naming what does not answer', () => {
    expect(healthVerdict({ database: 'down', redis: 'not configured' })).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'down', redis: 'not configured' }, message: 'The database does not answer.' },
    })
    expect(healthVerdict({ database: 'ok', redis: 'down' }).body.message).toBe('Redis does not answer.')
    expect(healthVerdict({ database: 'down', redis: 'down' }).body.message).toBe('The database and Redis do not answer.')
  })
})
