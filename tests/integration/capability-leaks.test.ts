import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as eventPreview } from '@/app/api/v1/events/preview/[id]/route'
import { GET as searchRoute } from '@/app/api/v1/search/route'
import type { Capability } from '@/domain/capabilities'
import type { User } from '@/payload-types'
import type { SeedResult } from '@/seed/index'

import { call, payloadRest, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult

/** A staff member holding only these capabilities (and session), made for the test. */
async function staffWith(capabilities: Capability[], name: string): Promise<{ user: User; token: string }> {
  const role = await payload.create({ collection: 'roles', overrideAccess: true, data: { title: `Only ${name}`, capabilities: ['session', ...capabilities] } })
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}@capabilities.example`
  const password = 'a long test password 1'
  await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, fullName: name, roles: [role.id] } as never })
  const { token, user } = await payload.login({ collection: 'users', data: { email, password } })
  return { user: { ...(user as User), collection: 'users' } as User, token: token! }
}

/** Payload's own REST API, as a browser or a script calls it. */
const rest = (path: string, token?: string) => payloadRest(path, { token })

const eventData = (title: string) => ({
  title,
  eventType: 'Event',
  eventStart: '2027-03-01T18:00:00.000Z',
  eventEnd: '2027-03-01T20:00:00.000Z',
  summary: 'A test.',
})

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
})

// spec §6 (event, event publish, draft, user); docs/decisions/0058
describe('publishing takes the publish capability, whatever the request sends', () => {
  it('saves as a draft what someone holding event but not event publish creates published', async () => {
    const { user } = await staffWith(['event', 'draft'], 'Event editor')
    const made = await payload.create({
      collection: 'events',
      overrideAccess: false,
      user,
      data: { ...eventData('Not yet public'), _status: 'published' } as never,
    })
    expect(made._status).toBe('draft')
    const seen = await payload.find({ collection: 'events', overrideAccess: false, where: { id: { equals: made.id } } })
    expect(seen.docs).toHaveLength(0)
  })

  it('keeps a published event as it was when they change it, the change waiting as a draft', async () => {
    const { user } = await staffWith(['event', 'draft'], 'Second event editor')
    const live = await payload.create({ collection: 'events', overrideAccess: true, data: { ...eventData('Live title'), _status: 'published' } as never })
    await payload.update({ collection: 'events', id: live.id, overrideAccess: false, user, data: { title: 'Changed in place' } as never })
    const visitor = await payload.findByID({ collection: 'events', id: live.id, overrideAccess: false })
    expect(visitor.title).toBe('Live title')
    const draft = await payload.findByID({ collection: 'events', id: live.id, draft: true, overrideAccess: true })
    expect(draft.title).toBe('Changed in place')
    // Unpublishing is publishing too.
    await payload.update({ collection: 'events', id: live.id, overrideAccess: false, user, data: { _status: 'draft' } as never })
    expect((await payload.findByID({ collection: 'events', id: live.id, overrideAccess: false }))._status).toBe('published')
  })

  it('lets someone holding event publish publish', async () => {
    const { user } = await staffWith(['event', 'eventPublish', 'draft'], 'Event publisher')
    const made = await payload.create({
      collection: 'events',
      overrideAccess: false,
      user,
      data: { ...eventData('Public now'), _status: 'published' } as never,
    })
    expect(made._status).toBe('published')
  })
})

describe('drafts and staff accounts are read only with their capabilities', () => {
  it('shows a staff member without user only their own account and roles', async () => {
    const viewer = await staffToken(payload, seeded, 'Viewer')
    const users = await rest('users?depth=0&limit=100', viewer)
    expect(users.status).toBe(200)
    expect(users.body.docs).toHaveLength(1)
    const roles = await rest('roles?depth=0&limit=100', viewer)
    expect(roles.body.docs.map((role: { title: string }) => role.title)).toEqual(['Viewer'])
    const admin = await staffToken(payload, seeded)
    expect((await rest('users?depth=0&limit=100', admin)).body.docs.length).toBeGreaterThan(1)
  })

  it('keeps drafts from staff without draft, by the API and by the previews', async () => {
    const viewer = await staffToken(payload, seeded, 'Viewer')
    const draft = await payload.create({
      collection: 'events',
      overrideAccess: true,
      draft: true,
      data: { ...eventData('Secret plans'), _status: 'draft' } as never,
    })
    const listed = await rest('events?draft=true&depth=0&limit=500&where[title][equals]=Secret%20plans', viewer)
    expect(listed.body.docs).toHaveLength(0)
    expect((await call(eventPreview, '/x', { params: { id: String(draft.id) }, headers: { Authorization: `JWT ${viewer}` } })).status).toBe(403)
    const editor = await staffToken(payload, seeded, 'Events manager')
    expect((await call(eventPreview, '/x', { params: { id: String(draft.id) }, headers: { Authorization: `JWT ${editor}` } })).status).toBe(200)
  })

  it('answers a visitor the published home page and featured events, never their drafts', async () => {
    const published = await payload.findGlobal({ slug: 'featured-events', overrideAccess: true, depth: 0 })
    await payload.updateGlobal({ slug: 'featured-events', overrideAccess: true, draft: true, data: { heading: 'Draft heading nobody may see' } as never })
    for (const slug of ['homepage', 'featured-events']) {
      const asked = await rest(`globals/${slug}?draft=true&depth=0`)
      expect(asked.status, slug).toBe(403)
    }
    const plain = await rest('globals/featured-events?depth=0')
    expect(plain.status).toBe(200)
    expect(JSON.stringify(plain.body)).not.toContain('Draft heading nobody may see')
    expect(plain.body.updatedAt).toBe(published.updatedAt)
    const editor = await staffToken(payload, seeded, 'Content editor')
    expect((await rest('globals/featured-events?draft=true&depth=0', editor)).body.heading).toBe('Draft heading nobody may see')
  })

  it('lists to visitors only the approved redirects', async () => {
    await payload.create({
      collection: 'redirects',
      overrideAccess: true,
      data: { from: '/waiting-room', to: { type: 'custom', url: '/events' }, approved: false } as never,
    })
    const listed = await rest('redirects?depth=0&limit=1000')
    expect(listed.status).toBe(200)
    expect(listed.body.docs.every((redirect: { approved: boolean }) => redirect.approved)).toBe(true)
    const admin = await staffToken(payload, seeded)
    expect((await rest('redirects?depth=0&limit=1000', admin)).body.docs.some((redirect: { from: string }) => redirect.from === '/waiting-room')).toBe(true)
  })
})

// A never-published parent's title and slug appeared in its published child's breadcrumb (decision 0060)
describe('a published page under an unpublished parent', () => {
  const titlesFound = async (q: string) =>
    ((await call(searchRoute, `/api/v1/search?q=${encodeURIComponent(q)}`)).body.items ?? []).map((item: { title: string }) => item.title)

  it('shows visitors no trace of the parent until every page above it is published', async () => {
    const parent = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      draft: true,
      data: { title: 'Secret programme launch', slug: 'secret-launch', _status: 'draft' } as never,
    })
    const child = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { title: 'Zanzibarite studio notes', slug: 'studio-notes', parent: parent.id, _status: 'published' } as never,
    })
    expect(child.path).toBe('/secret-launch/studio-notes')

    // Hidden by every visitor's route: Payload's REST by id and by path, the search index.
    expect((await rest(`pages/${child.id}`)).status).toBe(404)
    expect((await rest(`pages?where[path][equals]=/secret-launch/studio-notes`)).body.docs).toHaveLength(0)
    expect(JSON.stringify((await rest('pages?limit=0&depth=0')).body)).not.toContain('Secret programme launch')
    expect(await titlesFound('Zanzibarite')).toEqual([])
    // Staff holding draft still see both, to prepare the section.
    const { token } = await staffWith(['draft'], 'Section editor')
    expect((await rest(`pages/${child.id}`, token)).status).toBe(200)

    // Publishing the parent shows the child, with its breadcrumb, and the search finds it.
    await payload.update({ collection: 'pages', id: parent.id, overrideAccess: true, data: { _status: 'published' } as never })
    const seen = await rest(`pages/${child.id}`)
    expect(seen.status).toBe(200)
    expect(seen.body.breadcrumbs.map((crumb: { label: string }) => crumb.label)).toEqual(['Secret programme launch', 'Zanzibarite studio notes'])
    expect(await titlesFound('Zanzibarite')).toEqual(['Zanzibarite studio notes'])

    // A draft saved over the published parent changes nothing for visitors; unpublishing it hides the child again.
    await payload.update({ collection: 'pages', id: parent.id, overrideAccess: true, draft: true, data: { title: 'Renamed in a draft' } })
    expect((await rest(`pages/${child.id}`)).status).toBe(200)
    await payload.update({ collection: 'pages', id: parent.id, overrideAccess: true, data: { _status: 'draft' } as never })
    expect((await rest(`pages/${child.id}`)).status).toBe(404)
    expect(await titlesFound('Zanzibarite')).toEqual([])
  })
})
