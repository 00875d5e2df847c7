import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PLACES_LIMIT, SITE_WIDE_ALERTS_LIMIT, TAGS_LIMIT, endpoints } from '@/api/contract'
import { GET as homePageAlert } from '@/app/api/v1/alerts/home-page/active/route'
import { GET as homePageAlertPreview } from '@/app/api/v1/alerts/home-page/preview/[id]/route'
import { GET as siteWideAlertPreview } from '@/app/api/v1/alerts/site-wide/preview/[id]/route'
import { GET as siteWideAlerts } from '@/app/api/v1/alerts/site-wide/route'
import { GET as buildings } from '@/app/api/v1/buildings/route'
import { GET as configs } from '@/app/api/v1/configs/route'
import { GET as departments } from '@/app/api/v1/departments/list/route'
import { GET as departmentBySlug } from '@/app/api/v1/departments/match/[slug]/route'
import { GET as locations } from '@/app/api/v1/locations/route'
import { GET as navigation } from '@/app/api/v1/navigation/route'
import { GET as notFoundVideos } from '@/app/api/v1/not-found-videos/route'
import { GET as openapi } from '@/app/api/v1/openapi.json/route'
import { DELETE as endSession } from '@/app/api/v1/sessions/route'
import { GET as sessionMe } from '@/app/api/v1/sessions/me/route'
import { GET as tags } from '@/app/api/v1/tags/route'
import { GET as unknownEndpoint } from '@/app/api/v1/[...unknown]/route'
import { CLOCK_BOUNDARIES_QUEUE } from '@/cms/jobs/clock-boundaries'
import { AUTH_TOKEN_EXPIRY_MS } from '@/domain/auth'
import { BUILDINGS, LOCATIONS } from '@/seed/college'
import type { SeedResult } from '@/seed/index'
import { MORE_BUILDINGS, MORE_LOCATIONS } from '@/seed/people-data'
import { recentClockBoundaries } from '@/services/clock-boundaries'

import { call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
})

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('the content API foundation', () => {
  // spec §7: the limits the site sends
  it('uses the limits of spec §7 as defaults', () => {
    expect(SITE_WIDE_ALERTS_LIMIT).toBe(1000)
    expect(PLACES_LIMIT).toBe(1000)
    expect(TAGS_LIMIT).toBe(9000)
  })

  describe('bad input', () => {
    it('answers 400 with the error body for a limit that is not a number', async () => {
      const { status, body } = await call(tags, '/api/v1/tags?limit=abc')
      expect(status).toBe(400)
      expect(body.error.status).toBe(400)
      expect(body.error.message).toMatch(/limit: must be a whole number/)
      expect(body.error.details).toEqual([{ path: 'limit', message: 'must be a whole number' }])
    })

    it.each([
      ['/api/v1/tags?limit=0', 'limit'],
      ['/api/v1/tags?limit=10000', 'limit'],
      ['/api/v1/tags?page=-1', 'page'],
      ['/api/v1/tags?limit[]=1', 'limit'],
      ['/api/v1/tags?sortBy=colour-ASC', 'sortBy'],
      ['/api/v1/tags?seed=200', 'seed'],
      ['/api/v1/tags?bogus=1', 'bogus'],
      ['/api/v1/locations?filters[facilities]=maybe', 'filters[facilities]'],
      ['/api/v1/locations?filters[color]=red', 'filters[color]'],
      ['/api/v1/buildings?filters[displayOnContactAndMaps][like]=x', 'filters[displayOnContactAndMaps]'],
      ['/api/v1/alerts/site-wide?filters[published]=false', 'filters[published]'],
      ['/api/v1/departments/list?onlyAssociatedToAnyFacultyProfile=yes', 'onlyAssociatedToAnyFacultyProfile'],
    ])('%s answers 400 naming %s', async (path, parameter) => {
      const handler = path.includes('locations')
        ? locations
        : path.includes('buildings')
          ? buildings
          : path.includes('alerts')
            ? siteWideAlerts
            : path.includes('departments')
              ? departments
              : tags
      const { status, body } = await call(handler, path)
      expect(status).toBe(400)
      expect(body.error.details.map((d: { path: string }) => d.path)).toContain(parameter)
    })

    it('answers 400 for a bad path parameter', async () => {
      expect((await call(departmentBySlug, '/x', { params: { slug: 'Not A Slug' } })).status).toBe(400)
      const token = await staffToken(payload, seeded)
      expect((await call(homePageAlertPreview, '/x', { params: { id: 'abc' }, headers: bearer(token) })).status).toBe(400)
    })

    // spec §6/§7: X-Area FO or all
    it('accepts the X-Area header FO or all and refuses anything else', async () => {
      expect((await call(configs, '/api/v1/configs', { headers: { 'X-Area': 'FO' } })).headers.get('X-Area')).toBe('FO')
      expect((await call(configs, '/api/v1/configs', { headers: { 'X-Area': 'all' } })).status).toBe(200)
      const { status, body } = await call(configs, '/api/v1/configs', { headers: { 'X-Area': 'BO' } })
      expect(status).toBe(400)
      expect(body.error.message).toMatch(/X-Area/)
    })

    it('answers a JSON 404 for an unknown path', async () => {
      const { status, body } = await call(unknownEndpoint, '/api/v1/nope')
      expect(status).toBe(404)
      expect(body.error).toMatchObject({ status: 404 })
      // spec §8: an unknown route is "Page Not Found: {fullPath}".
      expect(body.error.message).toContain('Page Not Found: /api/v1/nope')
    })
  })

  describe('configs', () => {
    it('publishes the key-value map of spec §3', async () => {
      const { status, body } = await call(configs, '/api/v1/configs')
      expect(status).toBe(200)
      expect(body).toMatchObject({
        collegeName: 'Foundry School of Art & Design',
        springSessionStartDate: '2027-01-19',
        summerSessionStartDate: '2027-06-01',
        fallSessionStartDate: '2027-09-07',
        searchKey: null,
        searchEngineId: null,
        timeZone: 'America/New_York',
        registrationPhone: '212-555-0147',
        registrationUrl: 'https://register.foundry.example/courses/cart',
      })
    })
  })

  // spec §2: the 404 page's random video, drawn in the browser from these (docs/decisions/0150).
  describe('not-found videos', () => {
    it('lists the candidates of site config, each with its provider, id and title', async () => {
      const { status, body } = await call(notFoundVideos, '/api/v1/not-found-videos')
      expect(status).toBe(200)
      expect(body.videos.length).toBeGreaterThanOrEqual(50)
      for (const video of body.videos) {
        expect(Object.keys(video).sort()).toEqual(['provider', 'title', 'videoId'])
        expect(['youtube', 'vimeo']).toContain(video.provider)
      }
    })
  })

  describe('navigation', () => {
    it('returns the seeded three-level tree with every item field', async () => {
      const { status, body } = await call(navigation, '/api/v1/navigation')
      expect(status).toBe(200)
      expect(body.tree.map((item: { title: string }) => item.title)).toEqual(['Admissions', 'Academics', 'Events', 'Life at Foundry', 'About'])
      const admissions = body.tree[0]
      expect(Object.keys(admissions).sort()).toEqual(
        [
          'children',
          'columnStart',
          'externalLink',
          'gaEventName',
          'gaParams',
          'id',
          'isSeparator',
          'isVisible',
          'openInNewWindow',
          'path',
          'terminalNode',
          'title',
          'type',
        ].sort(),
      )
      const apply = admissions.children[0]
      expect(apply).toMatchObject({ title: 'Apply', type: 'SectionLabel' })
      expect(apply.children[0]).toMatchObject({ type: 'Internal_Link', path: '/admissions/how-to-apply/undergraduate-application-requirements', children: [] })
      expect(apply.children[2]).toMatchObject({ type: 'External_Link', openInNewWindow: true, path: null })
      const give = body.tree[4].children[1]
      expect(give).toMatchObject({ gaEventName: 'donate-click', gaParams: [{ name: 'location', value: 'main-navigation' }] })
    })

    it('leaves hidden items out', async () => {
      const { body } = await call(navigation, '/api/v1/navigation')
      expect(JSON.stringify(body)).not.toContain('Hidden Draft Link')
    })

    // spec §9: max 3 levels
    it('refuses a tree of more than 3 levels with a clear message', async () => {
      const leaf = { title: 'Four', type: 'Internal_Link', path: '/four' }
      const tree = [
        {
          title: 'One',
          type: 'Group',
          children: [{ title: 'Two', type: 'SectionLabel', grandchildren: [{ title: 'Three', type: 'Internal_Link', path: '/three', children: [leaf] }] }],
        },
      ]
      const error = await payload.updateGlobal({ slug: 'navigation', data: { items: tree as never } }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toEqual([{ path: 'items', message: expect.stringMatching(/at most 3 levels; this one has 4/) }])
      // …and the stored tree is untouched
      const { body } = await call(navigation, '/api/v1/navigation')
      expect(body.tree).toHaveLength(5)
    })
  })

  describe('alerts', () => {
    it('lists only published site-wide alerts in the list envelope', async () => {
      const { status, body } = await call(siteWideAlerts, '/api/v1/alerts/site-wide?filters[published]=true&limit=1000')
      expect(status).toBe(200)
      expect(body.items.map((a: { title: string }) => a.title)).toEqual(['Spring open studios'])
      expect(body).toMatchObject({ total: 1, currentPage: 1, nrOfPages: 1, pages: [1] })
      expect(body.links).toMatchObject({ first: null, prev: null, next: null, last: null })
    })

    it('answers the one active home-page alert; activating another deactivates it', async () => {
      const first = await call(homePageAlert, '/api/v1/alerts/home-page/active')
      expect(first.body.title).toBe('Applications for fall are open')
      const { docs } = await payload.find({ collection: 'home-page-alerts', where: { active: { equals: false } } })
      await payload.update({ collection: 'home-page-alerts', id: docs[0]!.id, data: { active: true } })
      const second = await call(homePageAlert, '/api/v1/alerts/home-page/active')
      expect(second.body.title).toBe('Draft: commencement livestream')
      expect((await payload.count({ collection: 'home-page-alerts', where: { active: { equals: true } } })).totalDocs).toBe(1)
    })

    it('previews unpublished alerts for staff holding draft only', async () => {
      const draft = (await payload.find({ collection: 'site-wide-alerts', where: { published: { equals: false } } })).docs[0]!
      const path = `/api/v1/alerts/site-wide/preview/${draft.id}`
      expect((await call(siteWideAlertPreview, path, { params: { id: String(draft.id) } })).status).toBe(401)
      const viewer = await staffToken(payload, seeded, 'Viewer')
      expect((await call(siteWideAlertPreview, path, { params: { id: String(draft.id) }, headers: bearer(viewer) })).status).toBe(403)
      const token = await staffToken(payload, seeded, 'Content editor')
      const { status, body } = await call(siteWideAlertPreview, path, { params: { id: String(draft.id) }, headers: bearer(token) })
      expect(status).toBe(200)
      expect(body).toMatchObject({ title: 'Draft: snow closure', published: false })
      expect((await call(siteWideAlertPreview, '/x', { params: { id: '999999' }, headers: bearer(token) })).status).toBe(404)
    })

    // decision 0103: an alert's window, its start inclusive and its end exclusive
    it('shows an alert only within its window, on every call; a preview says why it is not shown', async () => {
      const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
      const create = (collection: 'site-wide-alerts' | 'home-page-alerts', title: string, window: Record<string, string>) =>
        payload.create({
          collection,
          data: { title, message: title, ...(collection === 'site-wide-alerts' ? { published: true } : { active: true }), ...window } as never,
          overrideAccess: true,
        })
      const over = await create('site-wide-alerts', 'Window over', { showFrom: at(-48), showUntil: at(-24) })
      await create('site-wide-alerts', 'Window current', { showFrom: at(-1), showUntil: at(24) })
      const later = await create('site-wide-alerts', 'Window later', { showFrom: at(24) })
      const titles = ((await call(siteWideAlerts, '/api/v1/alerts/site-wide?limit=999')).body.items as { title: string }[]).map((alert) => alert.title)
      expect(titles).toContain('Window current')
      expect(titles).not.toContain('Window over')
      expect(titles).not.toContain('Window later')

      const token = await staffToken(payload, seeded, 'Content editor')
      const preview = async (id: number) =>
        (await call(siteWideAlertPreview, `/api/v1/alerts/site-wide/preview/${id}`, { params: { id: String(id) }, headers: bearer(token) })).body
      expect(await preview(over.id)).toMatchObject({ shownNow: false, windowNote: expect.stringMatching(/^No longer shown: its window closed at /) })
      expect(await preview(later.id)).toMatchObject({ shownNow: false, windowNote: expect.stringMatching(/^Not shown yet: its window opens at /) })

      const home = await create('home-page-alerts', 'Home window over', { showUntil: at(-1) })
      expect((await call(homePageAlert, '/api/v1/alerts/home-page/active')).body).toBeNull()
      const homePreview = await call(homePageAlertPreview, `/api/v1/alerts/home-page/preview/${home.id}`, {
        params: { id: String(home.id) },
        headers: bearer(token),
      })
      expect(homePreview.body).toMatchObject({ active: true, shownNow: false })

      await expect(create('site-wide-alerts', 'Backwards', { showFrom: at(2), showUntil: at(1) })).rejects.toThrow(ValidationError)
    })

    // decision 0104: the clock-boundaries job revalidates the site when a window opened or closed since its last run
    it('counts the moments the last two minutes passed, as the job run every minute by the job clock does', async () => {
      const job = await payload.jobs.queue({ task: 'clock-boundaries', input: {}, queue: CLOCK_BOUNDARIES_QUEUE })
      const run = await payload.jobs.run({ queue: CLOCK_BOUNDARIES_QUEUE })
      expect(run.jobStatus?.[String(job.id)]).toMatchObject({ status: 'success' })
      // One moment for both counts: the seed's own events and sections end at times of day, and one of them may fall in the last
      // two minutes of a run (a count against a moving "now" failed in CI that way).
      const now = new Date()
      const boundaries = async () => (await recentClockBoundaries(payload, now)).length
      const before = await boundaries()
      await payload.create({
        collection: 'site-wide-alerts',
        data: { title: 'Just closed', message: 'Just closed', published: true, showUntil: new Date(now.getTime() - 30_000).toISOString() },
        overrideAccess: true,
      })
      expect(await boundaries()).toBe(before + 1)
    })
  })

  describe('departments', () => {
    it('lists published departments only, of every type', async () => {
      const { body } = await call(departments, '/api/v1/departments/list')
      const titles = body.items.map((d: { title: string }) => d.title)
      expect(titles).not.toContain('Critical Game Design')
      expect(new Set(body.items.map((d: { type: string }) => d.type))).toEqual(
        new Set(['Undergraduate', 'Graduate', 'Administrative', 'Academic', 'CE', 'AdditionalAcademicProgram']),
      )
    })

    it('keeps only departments a published faculty profile names', async () => {
      const all = (await call(departments, '/api/v1/departments/list')).body.items
      const associated = (await call(departments, '/api/v1/departments/list?onlyAssociatedToAnyFacultyProfile=true')).body.items
      expect(associated.length).toBeGreaterThan(0)
      expect(associated.length).toBeLessThan(all.length)
      expect(associated.map((d: { type: string }) => d.type)).not.toContain('Administrative')
    })

    it('matches a published department by slug and hides unpublished ones', async () => {
      const found = await call(departmentBySlug, '/x', { params: { slug: 'illustration' } })
      expect(found.status).toBe(200)
      expect(found.body).toMatchObject({ title: 'Illustration', type: 'Undergraduate', degrees: ['BFA'] })
      const hidden = await call(departmentBySlug, '/x', { params: { slug: 'critical-game-design' } })
      expect(hidden.status).toBe(404)
      expect(hidden.body.error.message).toContain('critical-game-design')
    })
  })

  describe('locations and buildings', () => {
    // What the seed made: the foundation's places and the people area's.
    const seededLocations = [...LOCATIONS, ...MORE_LOCATIONS]
    const seededBuildings = [...BUILDINGS, ...MORE_BUILDINGS]

    it('filters facilities and international locations', async () => {
      const international = (await call(locations, '/api/v1/locations?filters[international]=true')).body.items
      expect(international.length).toBe(seededLocations.filter((l) => l.isInternationalLocation).length)
      expect(international.every((l: { isInternationalLocation: boolean }) => l.isInternationalLocation)).toBe(true)
      const facilities = (await call(locations, '/api/v1/locations?filters[facilities]=true&limit=1000')).body.items
      expect(facilities.every((l: { isSvaFacility: boolean }) => l.isSvaFacility)).toBe(true)
      expect(facilities.length).toBe(seededLocations.filter((l) => l.isSvaFacility).length)
    })

    it('pages with links', async () => {
      const { body } = await call(locations, '/api/v1/locations?limit=5&page=2')
      const nrOfPages = Math.ceil(seededLocations.length / 5)
      expect(body).toMatchObject({ total: seededLocations.length, currentPage: 2, nrOfPages, pages: Array.from({ length: nrOfPages }, (_, i) => i + 1) })
      expect(body.items).toHaveLength(5)
      expect(body.links).toEqual({
        first: '/api/v1/locations?limit=5&page=1',
        prev: '/api/v1/locations?limit=5&page=1',
        next: '/api/v1/locations?limit=5&page=3',
        last: `/api/v1/locations?limit=5&page=${nrOfPages}`,
        self: '/api/v1/locations?limit=5&page=2',
      })
    })

    it('filters buildings shown on the contact-and-maps page', async () => {
      const shown = (await call(buildings, '/api/v1/buildings?filters[displayOnContactAndMaps]=true')).body
      const hidden = (await call(buildings, '/api/v1/buildings?filters[displayOnContactAndMaps]=false')).body
      expect(shown.total).toBe(seededBuildings.filter((b) => b.displayOnContactAndMaps).length)
      expect(hidden.items.map((b: { code: string }) => b.code).sort()).toEqual(
        seededBuildings
          .filter((b) => !b.displayOnContactAndMaps)
          .map((b) => b.code)
          .sort(),
      )
    })
  })

  describe('tags', () => {
    it('sorts by title, ascending by default and descending on request', async () => {
      const asc = (await call(tags, '/api/v1/tags')).body.items.map((t: { title: string }) => t.title)
      expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)))
      const desc = (await call(tags, '/api/v1/tags?sortBy=title-DESC')).body.items.map((t: { title: string }) => t.title)
      expect(desc).toEqual([...asc].reverse())
    })

    it('shuffles with a seed that gives the same order again', async () => {
      const a = (await call(tags, '/api/v1/tags?sortBy=random&seed=42&limit=9000')).body
      const b = (await call(tags, '/api/v1/tags?sortBy=random&seed=42&limit=9000')).body
      const c = (await call(tags, '/api/v1/tags?sortBy=random&seed=43&limit=9000')).body
      expect(a.seed).toBe(42)
      expect(a.items).toEqual(b.items)
      expect(a.items).not.toEqual(c.items)
      expect(a.total).toBe(23)
      const unseeded = (await call(tags, '/api/v1/tags?sortBy=random')).body
      expect(unseeded.seed).toBeGreaterThanOrEqual(0)
      expect(unseeded.seed).toBeLessThan(200)
    })
  })

  describe('sessions', () => {
    it('answers 401 without a token or with a forged one', async () => {
      expect((await call(sessionMe, '/api/v1/sessions/me')).status).toBe(401)
      const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.c2lnbmF0dXJl'
      expect((await call(sessionMe, '/api/v1/sessions/me', { headers: bearer(forged) })).status).toBe(401)
    })

    it('answers the staff member for a valid token, which lives one week (spec §9)', async () => {
      const token = await staffToken(payload, seeded)
      const { status, body } = await call(sessionMe, '/api/v1/sessions/me', { headers: bearer(token) })
      expect(status).toBe(200)
      expect(body).toMatchObject({ fullName: 'Morgan Achebe', email: 'admin@foundry.example' })
      expect(body.capabilities).toContain('navigation')
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
      expect((claims.exp - claims.iat) * 1000).toBe(AUTH_TOKEN_EXPIRY_MS)
      // Payload's own scheme and the back-office cookie are recognised too
      expect((await call(sessionMe, '/api/v1/sessions/me', { headers: { Authorization: `JWT ${token}` } })).status).toBe(200)
      expect((await call(sessionMe, '/api/v1/sessions/me', { headers: { Cookie: `payload-token=${token}` } })).status).toBe(200)
    })

    it('ends the session on the server: the same token answers 401 afterwards', async () => {
      const token = await staffToken(payload, seeded, 'Content editor')
      const other = await staffToken(payload, seeded, 'Content editor')
      expect((await call(endSession, '/api/v1/sessions', { method: 'DELETE', headers: bearer(token) })).status).toBe(204)
      expect((await call(sessionMe, '/api/v1/sessions/me', { headers: bearer(token) })).status).toBe(401)
      // another session of the same person goes on
      expect((await call(sessionMe, '/api/v1/sessions/me', { headers: bearer(other) })).status).toBe(200)
      expect((await call(endSession, '/api/v1/sessions', { method: 'DELETE' })).status).toBe(401)
    })
  })

  describe('OpenAPI', () => {
    it('describes every endpoint with its parameters', async () => {
      const doc = await (openapi() as Response).json()
      for (const endpoint of Object.values(endpoints)) {
        expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined()
      }
      const tagParams = doc.paths['/api/v1/tags'].get.parameters.map((p: { name: string }) => p.name)
      expect(tagParams).toEqual(expect.arrayContaining(['page', 'limit', 'sortBy', 'seed', 'X-Area']))
      const locationParams = doc.paths['/api/v1/locations'].get.parameters.map((p: { name: string }) => p.name)
      expect(locationParams).toEqual(expect.arrayContaining(['filters[facilities]', 'filters[international]']))
      // The one write the public makes: its JSON body is described from the schema the route parses with.
      const signup = doc.paths['/api/v1/newsletter-signups'].post
      expect(Object.keys(signup.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'firstName', 'list'])
      expect(signup.responses['201']).toBeDefined()
    })
  })
})
