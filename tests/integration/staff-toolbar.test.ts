import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as beforeAfterRoute } from '@/app/api/v1/before-after/[collection]/[id]/route'
import { GET as sessionMe } from '@/app/api/v1/sessions/me/route'
import { DELETE as sessionEnd } from '@/app/api/v1/sessions/route'
import type { SeedResult } from '@/seed/index'

import { call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
})

const bearer = (token: string) => ({ Authorization: `JWT ${token}` })

// spec §6 (Before/After): the published version beside the latest draft, for staff holding draft.
describe('GET /api/v1/before-after/{collection}/{id}', () => {
  it('answers the fields a draft changed, their published and new text, to staff holding draft only', async () => {
    const event = (await payload.find({ collection: 'events', where: { _status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const path = `/api/v1/before-after/events/${event.id}`
    const params = { collection: 'events', id: String(event.id) }
    const admin = await staffToken(payload, seeded)

    expect((await call(beforeAfterRoute, path, { params })).status).toBe(401)
    expect((await call(beforeAfterRoute, path, { params, headers: bearer(await staffToken(payload, seeded, 'Viewer')) })).status).toBe(403)
    expect((await call(beforeAfterRoute, '/api/v1/before-after/events/999999', { params: { ...params, id: '999999' }, headers: bearer(admin) })).status).toBe(
      404,
    )
    expect((await call(beforeAfterRoute, '/api/v1/before-after/users/1', { params: { ...params, collection: 'users' }, headers: bearer(admin) })).status).toBe(
      400,
    )

    const unchanged = await call(beforeAfterRoute, path, { params, headers: bearer(admin) })
    expect(unchanged.status).toBe(200)
    expect(unchanged.body.changes).toEqual([])

    await payload.update({ collection: 'events', id: event.id, draft: true, overrideAccess: true, data: { title: 'A title only the draft has' } })
    const changed = await call(beforeAfterRoute, path, { params, headers: bearer(admin) })
    expect(changed.body.published).toBe(true)
    expect(changed.body.changes).toContainEqual(expect.objectContaining({ path: 'title', before: event.title, after: 'A title only the draft has' }))
  })
})

// spec §4, §6 (Logout): ends the session on the server; a browser forgets its cookie and the toolbar's marker.
describe('DELETE /api/v1/sessions with the back-office cookie', () => {
  it('ends the session, expires the cookie and the marker, and the token answers 401 from then on', async () => {
    const token = await staffToken(payload, seeded, 'Content editor')
    const cookie = { Cookie: `payload-token=${token}` }
    expect((await call(sessionMe, '/api/v1/sessions/me', { headers: cookie })).status).toBe(200)
    const ended = await call(sessionEnd, '/api/v1/sessions', { method: 'DELETE', headers: cookie })
    expect(ended.status).toBe(204)
    const cookies = ended.headers.getSetCookie()
    const expires = (name: string) => {
      const line = cookies.find((candidate) => candidate.startsWith(`${name}=;`))
      return line ? new Date(/Expires=([^;]+)/i.exec(line)?.[1] ?? (/Max-Age=0/i.test(line) ? 0 : Number.NaN)).getTime() : Number.NaN
    }
    expect(expires('payload-token')).toBeLessThanOrEqual(Date.now())
    expect(expires('staff')).toBeLessThanOrEqual(Date.now())
    expect((await call(sessionMe, '/api/v1/sessions/me', { headers: cookie })).status).toBe(401)
    expect((await call(sessionMe, '/api/v1/sessions/me', { headers: bearer(token) })).status).toBe(401)
  })
})
