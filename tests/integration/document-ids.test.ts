import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SeedResult } from '@/seed/index'

import { payloadRest, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let token: string

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  token = await staffToken(payload, seeded)
})

// Payload's REST API answered 500 for an id the database refuses (docs/decisions/0063).
describe('an id that is no document id', () => {
  const bad = ['abc', '0', '-1', '1.5', '99999999999', '%00']

  it.each(bad)('GET /api/pages/%s answers 404, signed in or not', async (id) => {
    for (const signedIn of [false, true]) {
      const response = await payloadRest(`pages/${encodeURIComponent(id)}`, signedIn ? { token } : {})
      expect(response.status).toBe(404)
    }
  })

  it.each(['media', 'events', 'users', 'faculty-profiles'])('GET, PATCH and DELETE /api/%s/abc answer 404', async (collection) => {
    expect((await payloadRest(`${collection}/abc`, { token })).status).toBe(404)
    expect((await payloadRest(`${collection}/abc`, { token, method: 'PATCH', body: { title: 'x' } })).status).toBe(404)
    expect((await payloadRest(`${collection}/abc`, { token, method: 'DELETE' })).status).toBe(404)
  })

  it('a real id still answers', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 1, depth: 0, where: { _status: { equals: 'published' } } })
    expect((await payloadRest(`pages/${docs[0]!.id}`)).status).toBe(200)
  })

  it('a query comparing ids with something else answers 400 with a message', async () => {
    for (const query of ['where[id][in]=a,b', 'where[id][equals]=abc', 'where[id][not_in]=x', 'where[or][0][id][equals]=1e99']) {
      const response = await payloadRest(`pages?${query}`)
      expect(response.status, query).toBe(400)
      expect(JSON.stringify(response.body), query).toMatch(/no document id/)
    }
    const { docs } = await payload.find({ collection: 'pages', limit: 2, depth: 0, where: { _status: { equals: 'published' } } })
    const ids = docs.map((doc) => doc.id).join(',')
    expect((await payloadRest(`pages?where[id][in]=${ids}&depth=0`)).body.docs).toHaveLength(2)
  })
})
