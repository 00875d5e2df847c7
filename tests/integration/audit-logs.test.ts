import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import type { SeedResult } from '@/seed/index'

import { payloadRest, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let admin: User

const entriesFor = async (documentId: string | number) =>
  (
    await payload.find({ collection: 'audit-logs', overrideAccess: true, depth: 0, sort: 'createdAt', where: { documentId: { equals: String(documentId) } } })
  ).docs.map((entry) => entry.action)

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  const login = seeded.logins.find((entry) => entry.role === 'Administrator')!
  admin = {
    ...(await payload.find({ collection: 'users', overrideAccess: true, where: { email: { equals: login.email } } })).docs[0]!,
    collection: 'users',
  } as User
})

// spec §6 (audit logs)
describe('the audit log', () => {
  it('notes who created, published, changed, saved a draft over, unpublished and deleted a document', async () => {
    const as = { overrideAccess: false, user: admin }
    const event = await payload.create({
      collection: 'events',
      ...as,
      data: {
        title: 'Audited talk',
        eventType: 'Event',
        eventStart: '2027-04-01T18:00:00.000Z',
        eventEnd: '2027-04-01T19:00:00.000Z',
        _status: 'draft',
      } as never,
    })
    await payload.update({ collection: 'events', id: event.id, ...as, data: { _status: 'published' } as never })
    await payload.update({ collection: 'events', id: event.id, ...as, data: { title: 'Audited talk, renamed' } as never })
    await payload.update({ collection: 'events', id: event.id, ...as, draft: true, data: { title: 'A draft title' } as never })
    await payload.update({ collection: 'events', id: event.id, ...as, data: { _status: 'draft' } as never })
    await payload.delete({ collection: 'events', id: event.id, ...as })
    expect(await entriesFor(event.id)).toEqual(['create', 'publish', 'update', 'update', 'unpublish', 'delete'])
    const [first] = (await payload.find({ collection: 'audit-logs', overrideAccess: true, depth: 0, where: { documentId: { equals: String(event.id) } } })).docs
    expect(first).toMatchObject({ entity: 'events', userEmail: admin.email, user: admin.id })
  })

  it('notes a global’s change, and nothing the seed or a script writes (no user)', async () => {
    const before = (await payload.count({ collection: 'audit-logs', overrideAccess: true, where: { entity: { equals: 'footer' } } })).totalDocs
    await payload.updateGlobal({ slug: 'footer', overrideAccess: true, data: {} })
    expect((await payload.count({ collection: 'audit-logs', overrideAccess: true, where: { entity: { equals: 'footer' } } })).totalDocs).toBe(before)
    await payload.updateGlobal({ slug: 'footer', overrideAccess: false, user: admin, data: {} })
    expect((await payload.count({ collection: 'audit-logs', overrideAccess: true, where: { entity: { equals: 'footer' } } })).totalDocs).toBe(before + 1)
  })

  it('notes sign-ins and failed sign-ins through the API', async () => {
    const login = seeded.logins.find((entry) => entry.role === 'Viewer')!
    expect((await payloadRest('users/login', { method: 'POST', body: { email: login.email, password: 'wrong password' } })).status).toBe(401)
    expect((await payloadRest('users/login', { method: 'POST', body: { email: login.email, password: login.password } })).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      depth: 0,
      sort: '-createdAt',
      where: { userEmail: { equals: login.email } },
    })
    expect(docs.slice(0, 2).map((entry) => entry.action)).toEqual(['sign-in', 'failed-sign-in'])
  })

  it('is read only by holders of audit logs, and changed by nobody', async () => {
    const viewer = await staffToken(payload, seeded, 'Viewer')
    expect((await payloadRest('audit-logs?limit=1', { token: viewer })).status).toBe(403)
    const token = await staffToken(payload, seeded)
    const listed = await payloadRest('audit-logs?limit=1&depth=0', { token })
    expect(listed.status).toBe(200)
    const id = listed.body.docs[0].id
    expect((await payloadRest(`audit-logs/${id}`, { token, method: 'PATCH', body: { summary: 'rewritten' } })).status).toBe(403)
    expect((await payloadRest('audit-logs', { token, method: 'POST', body: { action: 'create', entity: 'x' } })).status).toBe(403)
  })
})
