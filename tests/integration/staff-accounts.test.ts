import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CURRENT_PASSWORD_FIELD } from '@/cms/collections/users/config'
import type { SeedResult } from '@/seed/index'

import { payloadRest, seededPayload, staffToken } from './harness'

const LOCKS = 'payload-locked-documents'

// Staff accounts and what they hold: edit locks (docs/decisions/0115), re-authentication (0117), answers never kept (0118).
describe('staff accounts', () => {
  let payload: Payload
  let seeded: SeedResult
  const login = (role: string) => seeded.logins.find((entry) => entry.role === role)!
  const idOf = async (role: string) => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: login(role).email } }, overrideAccess: true, limit: 1 })
    return docs[0]!.id
  }

  beforeAll(async () => {
    ;({ payload, seeded } = await seededPayload())
  })

  describe('edit locks', () => {
    let pageId: number | string
    let adminId: number | string
    let admin: string

    beforeAll(async () => {
      const { docs } = await payload.find({ collection: 'pages', limit: 1, overrideAccess: true, depth: 0 })
      pageId = docs[0]!.id
      adminId = await idOf('Administrator')
      admin = await staffToken(payload, seeded, 'Administrator')
    })

    const lockPage = (token: string, user: unknown) =>
      payloadRest(LOCKS, { method: 'POST', token, body: { document: { relationTo: 'pages', value: pageId }, user } })
    const savePage = (token: string) => payloadRest(`pages/${pageId}`, { method: 'PATCH', token, body: { title: 'Locks test' } })

    it('refuses a Viewer a lock, of a document or a global, even in the name of another', async () => {
      const viewer = await staffToken(payload, seeded, 'Viewer')
      expect((await lockPage(viewer, { relationTo: 'users', value: adminId })).status).toBe(403)
      expect(
        (await payloadRest(LOCKS, { method: 'POST', token: viewer, body: { globalSlug: 'navigation', user: { relationTo: 'users', value: adminId } } })).status,
      ).toBe(403)
      expect(await payload.count({ collection: LOCKS, overrideAccess: true })).toEqual({ totalDocs: 0 })
      expect((await savePage(admin)).status).toBe(200)
    }, 300_000) // saving a page revalidates the site: slow on a loaded machine

    it('writes a lock in its author’s name, whatever it says; only the author or an administrator clears it', async () => {
      const editor = await staffToken(payload, seeded, 'Content editor')
      const editorId = await idOf('Content editor')
      const created = await lockPage(editor, { relationTo: 'users', value: adminId })
      expect(created.status).toBe(201)
      const lock = await payload.findByID({ collection: LOCKS, id: created.body.doc.id, overrideAccess: true, depth: 0 })
      expect(lock.user).toEqual({ relationTo: 'users', value: editorId })
      expect((await savePage(admin)).status).toBe(423) // the editor's own lock holds, as Payload means it to

      // Another member of staff who may not change the page may not take the lock over, nor clear it.
      const events = await staffToken(payload, seeded, 'Events manager')
      expect((await payloadRest(`${LOCKS}/${lock.id}`, { method: 'PATCH', token: events, body: { user: { relationTo: 'users', value: 1 } } })).status).toBe(403)
      expect((await payloadRest(`${LOCKS}/${lock.id}`, { method: 'DELETE', token: events })).status).toBe(403)

      expect((await payloadRest(`${LOCKS}/${lock.id}`, { method: 'DELETE', token: admin })).status).toBe(200)
      expect((await savePage(admin)).status).toBe(200)
    }, 300_000)

    it('lets staff who may change a global lock it, in their own name', async () => {
      const editor = await staffToken(payload, seeded, 'Content editor')
      const created = await payloadRest(LOCKS, {
        method: 'POST',
        token: editor,
        body: { globalSlug: 'navigation', user: { relationTo: 'users', value: adminId } },
      })
      expect(created.status).toBe(201)
      expect(created.body.doc.user.value.id ?? created.body.doc.user.value).toBe(await idOf('Content editor'))
      expect((await payloadRest(`${LOCKS}/${created.body.doc.id}`, { method: 'DELETE', token: editor })).status).toBe(200)
    })
  })

  describe('changing one’s own e-mail or password', () => {
    const signIn = (email: string, password: string) => payloadRest('users/login', { method: 'POST', body: { email, password } })
    const me = (token: string) => payloadRest('users/me', { token })

    it('asks for the current password, and ends every other session of the account', async () => {
      const { email, password } = login('Events manager')
      const id = await idOf('Events manager')
      const [first, second] = [(await signIn(email, password)).body.token, (await signIn(email, password)).body.token]
      const newEmail = 'events-renamed@foundry.example'

      const without = await payloadRest(`users/${id}`, { method: 'PATCH', token: first, body: { email: newEmail } })
      expect(without.status).toBe(400)
      expect(JSON.stringify(without.body)).toMatch(/current password/)
      const wrong = await payloadRest(`users/${id}`, { method: 'PATCH', token: first, body: { email: newEmail, [CURRENT_PASSWORD_FIELD]: 'not it' } })
      expect(wrong.status).toBe(400)
      const noPassword = await payloadRest(`users/${id}`, { method: 'PATCH', token: first, body: { password: 'a whole new password 1' } })
      expect(noPassword.status).toBe(400)
      expect((await payload.findByID({ collection: 'users', id, overrideAccess: true })).email).toBe(email)

      // Other fields still change without it.
      expect((await payloadRest(`users/${id}`, { method: 'PATCH', token: first, body: { adminToolbar: false } })).status).toBe(200)

      const right = await payloadRest(`users/${id}`, { method: 'PATCH', token: first, body: { email: newEmail, [CURRENT_PASSWORD_FIELD]: password } })
      expect(right.status).toBe(200)
      expect(right.body.doc.email).toBe(newEmail)
      expect(right.body.doc[CURRENT_PASSWORD_FIELD]).toBeUndefined()
      expect((await me(first)).body.user?.email).toBe(newEmail)
      expect((await me(second)).body.user).toBeNull()
    })

    it('asks an administrator for their own password too, but not to manage another account', async () => {
      const admin = await staffToken(payload, seeded, 'Administrator')
      const adminId = await idOf('Administrator')
      expect((await payloadRest(`users/${adminId}`, { method: 'PATCH', token: admin, body: { password: 'another password 22' } })).status).toBe(400)
      const academicId = await idOf('Academic editor')
      const managed = await payloadRest(`users/${academicId}`, { method: 'PATCH', token: admin, body: { email: 'academics-new@foundry.example' } })
      expect(managed.status).toBe(200)
    })
  })

  describe('answers carrying staff data', () => {
    it('are never kept by a cache; a visitor’s are left as they were', async () => {
      const token = await staffToken(payload, seeded, 'Content editor')
      expect((await payloadRest('users/me', { token })).headers.get('Cache-Control')).toBe('no-store')
      expect((await payloadRest('users/me')).headers.get('Cache-Control')).toBe('no-store')
      expect((await payloadRest('pages?limit=1', { token })).headers.get('Cache-Control')).toBe('no-store')
      expect((await payloadRest('pages?limit=1', { headers: { Cookie: `payload-token=${token}` } })).headers.get('Cache-Control')).toBe('no-store')
      const visitor = await payloadRest('pages?limit=1')
      expect(visitor.status).toBe(200)
      expect(visitor.headers.get('Cache-Control')).not.toBe('no-store')
    })
  })
})
