import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as externalPress } from '@/app/api/v1/external-press/route'
import { GET as matchPath } from '@/app/api/v1/match/[...slug]/route'
import { POST as signup } from '@/app/api/v1/newsletter-signups/route'
import { GET as newsletterPreview } from '@/app/api/v1/newsletters/preview/[id]/route'
import { GET as openapi } from '@/app/api/v1/openapi.json/route'
import { GET as pressReleases } from '@/app/api/v1/press-releases/route'
import { GET as pressRss } from '@/app/press-releases/rss.xml/route'
import { dayjs } from '@/domain/dates'
import { EVENT_LIMITS } from '@/domain/events'
import { newsletterUpcomingFrom } from '@/domain/event-dates'
import { NEWSLETTERS } from '@/domain/newsletters'
import { PRESS_RELEASES_DEFAULT_LIMIT } from '@/domain/press'
import type { SeedResult } from '@/seed/index'
import { EXTERNAL_PRESS_PER_FACTOR, PRESS_RELEASES_PER_FACTOR, PRESS_YEARS } from '@/seed/press'
import { listPressYears } from '@/services/press'
import { sitemapEntries } from '@/services/sitemap'

import { call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let admin: string
let viewer: string

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  admin = await staffToken(payload, seeded)
  viewer = await staffToken(payload, seeded, 'Viewer')
})

afterEach(() => {
  vi.restoreAllMocks()
})

type Release = {
  id: number
  type: string
  title: string
  slug: string
  path: string
  date: string
  year: number
  departments: { id: number }[]
  tags: { id: number }[]
}
type External = { id: number; outlet: string; title: string; link: string; date: string; departments: { id: number }[]; tags: { id: number }[] }

const releases = async (
  query = '',
): Promise<{
  status: number
  body: {
    items: Release[]
    total: number
    currentPage: number
    nrOfPages: number
    pages: number[]
    links: Record<string, string | null>
    error?: { message: string; details: { path: string }[] }
  }
}> => call(pressReleases, `/api/v1/press-releases${query}`)
const external = async (query = '') => call(externalPress, `/api/v1/external-press${query}`)
const isSorted = (values: (number | string)[], direction: 'ASC' | 'DESC') =>
  values.every((value, i) => i === 0 || (direction === 'ASC' ? values[i - 1]! <= value : values[i - 1]! >= value))

describe('the press seed', () => {
  it('holds 30 published releases over five years, 40 external press items and one issue of each newsletter', async () => {
    const all = await releases('?limit=9999')
    expect(all.body.total).toBe(PRESS_RELEASES_PER_FACTOR)
    expect(new Set(all.body.items.map((item) => item.year)).size).toBe(PRESS_YEARS)
    expect((await external('?limit=9999')).body.total).toBe(EXTERNAL_PRESS_PER_FACTOR)
    const issues = await payload.find({ collection: 'newsletters', overrideAccess: true, pagination: false, depth: 0 })
    expect(issues.docs.map((doc) => doc.newsletterType).sort()).toEqual(NEWSLETTERS.map((n) => n.value).sort())
  })
})

describe('GET /api/v1/press-releases (spec §7)', () => {
  it('answers the list envelope, 6 by default, newest first', async () => {
    const { status, body } = await releases()
    expect(status).toBe(200)
    expect(body.items).toHaveLength(PRESS_RELEASES_DEFAULT_LIMIT)
    expect(body).toMatchObject({ total: PRESS_RELEASES_PER_FACTOR, currentPage: 1, nrOfPages: 5 })
    expect(body.pages).toEqual([1, 2, 3, 4, 5])
    expect(body.links).toMatchObject({
      first: null,
      prev: null,
      next: '/api/v1/press-releases?page=2',
      last: '/api/v1/press-releases?page=5',
      self: '/api/v1/press-releases',
    })
    expect(
      isSorted(
        body.items.map((item) => Date.parse(item.date)),
        'DESC',
      ),
    ).toBe(true)
    const first = body.items[0]!
    expect(first.type).toBe('press release')
    expect(first.path).toBe(`/press-releases/${first.year}/${first.slug}`)
  })

  it('sorts by date either way, and pages through every release once', async () => {
    const asc = await releases('?sortBy=date-ASC&limit=9999')
    expect(
      isSorted(
        asc.body.items.map((item) => Date.parse(item.date)),
        'ASC',
      ),
    ).toBe(true)
    const desc = await releases('?sortBy=date-DESC&limit=9999')
    expect(desc.body.items.map((item) => item.id)).toEqual([...asc.body.items.map((item) => item.id)].reverse())
    const seen: number[] = []
    for (let page = 1; page <= 5; page++) seen.push(...(await releases(`?page=${page}`)).body.items.map((item) => item.id))
    expect(seen).toEqual(desc.body.items.map((item) => item.id))
    const last = await releases('?page=5')
    expect(last.body.links).toMatchObject({ next: null, last: null, prev: '/api/v1/press-releases?page=4' })
    expect((await releases('?page=6')).body.items).toEqual([])
  })

  it('takes limits from 1 to 9999', async () => {
    expect((await releases('?limit=1')).body.items).toHaveLength(1)
    expect((await releases('?limit=9999')).body.items).toHaveLength(PRESS_RELEASES_PER_FACTOR)
  })

  it('filters by year (the date’s year in the college’s time zone), several years, departments and tags', async () => {
    const years = (await listPressYears()).map((y) => y.year)
    const [newest, older] = years
    const one = await releases(`?filters[year]=${newest}&limit=9999`)
    expect(one.body.items.length).toBeGreaterThan(0)
    expect(one.body.items.every((item) => item.year === newest && dayjs(item.date).tz('America/New_York').year() === newest)).toBe(true)
    const two = await releases(`?filters[year][]=${newest}&filters[year][]=${older}&limit=9999`)
    expect(two.body.total).toBe((await listPressYears()).filter((y) => y.year === newest || y.year === older).reduce((sum, y) => sum + y.count, 0))

    const all = (await releases('?limit=9999')).body.items
    const department = all.find((item) => item.departments.length)!.departments[0]!.id
    const byDepartment = await releases(`?filters[departments]=${department}&limit=9999`)
    expect(byDepartment.body.total).toBe(all.filter((item) => item.departments.some((d) => d.id === department)).length)
    const tag = all.find((item) => item.tags.length)!.tags[0]!.id
    const byTag = await releases(`?filters[tags][]=${tag}&limit=9999`)
    expect(byTag.body.total).toBe(all.filter((item) => item.tags.some((t) => t.id === tag)).length)
    expect(byTag.body.total).toBeGreaterThan(0)
    expect((await releases('?filters[year]=1999')).body.total).toBe(0)
  })

  it.each([
    ['?filters[unknown]=1', 'filters[unknown]'],
    ['?colour=red', 'colour'],
    ['?sortBy=title-ASC', 'sortBy'],
    ['?sortBy=date', 'sortBy'],
    ['?limit=0', 'limit'],
    ['?limit=10000', 'limit'],
    ['?limit=six', 'limit'],
    ['?page=0', 'page'],
    ['?filters[year]=abc', 'filters[year]'],
    ['?filters[year]=20245', 'filters[year]'],
    ['?filters[departments]=x', 'filters[departments]'],
    ['?filters[tags][]=0', 'filters[tags]'],
  ])('answers 400 naming the parameter for %s', async (query, path) => {
    const { status, body } = await releases(query)
    expect(status).toBe(400)
    expect(body.error!.details.some((detail) => detail.path.startsWith(path))).toBe(true)
  })

  it('spec §8: an unexpected failure answers 500 naming file, function and path', async () => {
    const find = payload.find.bind(payload)
    vi.spyOn(payload, 'find').mockImplementation(((args: Parameters<Payload['find']>[0]) =>
      args.collection === 'press-releases' ? Promise.reject(new Error('database is locked')) : find(args)) as Payload['find'])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { status, body } = await releases('?limit=2')
    expect(status).toBe(500)
    expect(body.error!.message).toBe('src/services/press.ts › listPressReleases › /api/v1/press-releases: database is locked')
  })
})

describe('GET /api/v1/external-press (spec §7)', () => {
  it('answers the envelope (items, total, pages, currentPage, links), 10 a page, newest entry first', async () => {
    const { status, body } = await external()
    expect(status).toBe(200)
    expect(body.items).toHaveLength(10)
    expect(body).toMatchObject({ total: EXTERNAL_PRESS_PER_FACTOR, currentPage: 1, pages: [1, 2, 3, 4] })
    expect(body.links.next).toBe('/api/v1/external-press?page=2')
    expect(
      isSorted(
        body.items.map((item: External) => item.id),
        'DESC',
      ),
    ).toBe(true)
    expect(body.items.every((item: External) => item.link.startsWith('https://') && item.outlet)).toBe(true)
  })

  it('sorts by id or by date either way and pages', async () => {
    expect(
      isSorted(
        (await external('?sortBy=id-ASC&limit=9999')).body.items.map((item: External) => item.id),
        'ASC',
      ),
    ).toBe(true)
    expect(
      isSorted(
        (await external('?sortBy=date-DESC&limit=9999')).body.items.map((item: External) => Date.parse(item.date)),
        'DESC',
      ),
    ).toBe(true)
    expect(
      isSorted(
        (await external('?sortBy=date-ASC&limit=9999')).body.items.map((item: External) => Date.parse(item.date)),
        'ASC',
      ),
    ).toBe(true)
    const page4 = await external('?page=4')
    expect(page4.body.items).toHaveLength(10)
    expect(page4.body.links.next).toBeNull()
  })

  it('filters by departments and tags', async () => {
    const all: External[] = (await external('?limit=9999')).body.items
    const department = all.find((item) => item.departments.length)!.departments[0]!.id
    expect((await external(`?filters[departments]=${department}&limit=9999`)).body.total).toBe(
      all.filter((item) => item.departments.some((d) => d.id === department)).length,
    )
    const tag = all.find((item) => item.tags.length)!.tags[0]!.id
    const byTag = await external(`?filters[tags][]=${tag}&limit=9999`)
    expect(byTag.body.total).toBe(all.filter((item) => item.tags.some((t) => t.id === tag)).length)
    expect(byTag.body.items.every((item: External) => item.tags.some((t) => t.id === tag))).toBe(true)
  })

  it.each([['?filters[year]=2024'], ['?sortBy=outlet-ASC'], ['?limit=0'], ['?limit=10000'], ['?page=0'], ['?filters[tags]=abc']])(
    'answers 400 for %s',
    async (query) => {
      expect((await external(query)).status).toBe(400)
    },
  )

  it('spec §8: an unexpected failure answers 500 naming file, function and path', async () => {
    const find = payload.find.bind(payload)
    vi.spyOn(payload, 'find').mockImplementation(((args: Parameters<Payload['find']>[0]) =>
      args.collection === 'external-press' ? Promise.reject(new Error('connection reset')) : find(args)) as Payload['find'])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { status, body } = await external()
    expect(status).toBe(500)
    expect(body.error.message).toBe('src/services/press.ts › listExternalPress › /api/v1/external-press: connection reset')
  })
})

describe('drafts never show publicly (spec §3)', () => {
  it('leaves draft releases and external press out of lists, years, match, the feed and the sitemap', async () => {
    const drafts = await payload.find({ collection: 'press-releases', overrideAccess: true, draft: true, where: { _status: { equals: 'draft' } }, depth: 0 })
    expect(drafts.docs.length).toBeGreaterThan(0)
    const draft = drafts.docs[0]!
    const all = (await releases('?limit=9999')).body.items
    expect(all.some((item) => item.id === draft.id || item.title.startsWith('Draft:'))).toBe(false)
    expect((await external('?limit=9999')).body.items.some((item: External) => item.title.startsWith('Draft:'))).toBe(false)
    const segments = ['press-releases', String(draft.year), draft.slug]
    expect((await call(matchPath, `/api/v1/match/${segments.join('/')}`, { params: { slug: segments } })).status).toBe(404)
    const paths = (await sitemapEntries()).map((entry) => entry.path)
    expect(paths.some((path) => path.includes(draft.slug))).toBe(false)
    const rss = await pressRss()
    expect(await rss.text()).not.toContain('Draft:')
  })

  it('a published release matches its path (type press release) and is in the sitemap', async () => {
    const [release] = (await releases('?limit=1')).body.items
    const segments = release!.path.split('/').filter(Boolean)
    const match = await call(matchPath, `/api/v1/match/${segments.join('/')}`, { params: { slug: segments } })
    expect(match.status).toBe(200)
    expect(match.body).toMatchObject({ id: release!.id, type: 'press release', path: release!.path })
    const paths = (await sitemapEntries()).map((entry) => entry.path)
    expect(paths).toEqual(expect.arrayContaining([release!.path, '/press-releases', '/in-the-news', `/press-releases/${release!.year}`]))
  })
})

describe('the year of a press release (spec §3)', () => {
  it('is derived from the date in the college’s time zone, and the path with it', async () => {
    // 02:00 UTC on January 1 is still December 31 in New York.
    const doc = await payload.create({
      collection: 'press-releases',
      overrideAccess: true,
      data: { title: 'New Year Test', slug: 'new-year-test', date: '2026-01-01T02:00:00.000Z', _status: 'published' },
    })
    expect(doc.year).toBe(2025)
    expect(doc.path).toBe('/press-releases/2025/new-year-test')
    const moved = await payload.update({ collection: 'press-releases', id: doc.id, overrideAccess: true, data: { date: '2026-06-01T12:00:00.000Z' } })
    expect(moved.year).toBe(2026)
    expect(moved.path).toBe('/press-releases/2026/new-year-test')
    await payload.delete({ collection: 'press-releases', id: doc.id, overrideAccess: true })
  })

  it('refuses an external press link that is not https', async () => {
    await expect(
      payload.create({
        collection: 'external-press',
        overrideAccess: true,
        data: { outlet: 'X', title: 'Y', link: 'http://example.org/a', date: '2026-01-01T12:00:00.000Z', _status: 'published' },
      }),
    ).rejects.toThrow(/link/i)
  })
})

describe('GET /press-releases/rss.xml', () => {
  it('is RSS 2.0 with the latest 20 releases, absolute links', async () => {
    const response = await pressRss()
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml.match(/<item>/g)).toHaveLength(20)
    for (const [, link] of xml.matchAll(/<link>([^<]+)<\/link>/g)) expect(link).toMatch(/^http:\/\/localhost:3000\/press-releases/)
  })
})

describe('GET /api/v1/newsletters/preview/{id} (spec §7, staff)', () => {
  const issueId = async (type = 'now') =>
    (await payload.find({ collection: 'newsletters', overrideAccess: true, where: { newsletterType: { equals: type } }, depth: 0 })).docs[0]!
  const preview = (id: number | string, headers: HeadersInit = {}, query = '') =>
    call(newsletterPreview, `/api/v1/newsletters/preview/${id}${query}`, { params: { id: String(id) }, headers })

  it('answers 401 to visitors and 403 to staff without the newsletter capability', async () => {
    const issue = await issueId()
    expect((await preview(issue.id)).status).toBe(401)
    expect((await preview(issue.id, { Authorization: `Bearer ${viewer}` })).status).toBe(403)
  })

  it('composes the issue: exhibitions on view (10 at most), events from the day after the issue date (50 at most), and its e-mail HTML', async () => {
    const issue = await issueId()
    const { status, body, headers } = await preview(issue.id, { Authorization: `Bearer ${admin}` })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toContain('no-store')
    expect(body).toMatchObject({ id: issue.id, newsletterType: 'now', newsletterLabel: 'Now' })
    expect(body.onView.length).toBeLessThanOrEqual(EVENT_LIMITS.newsletterOnView)
    expect(body.upcoming.length).toBeGreaterThan(0)
    expect(body.upcoming.length).toBeLessThanOrEqual(EVENT_LIMITS.newsletterUpcoming)
    const from = Date.parse(newsletterUpcomingFrom(issue.issueDate, 'America/New_York'))
    expect(Date.parse(body.upcomingFrom)).toBe(from)
    expect(body.upcoming.every((event: { eventStart: string }) => Date.parse(event.eventStart) >= from)).toBe(true)
    expect(
      body.onView.every(
        (event: { eventType: string; eventStart: string; eventEnd: string }) =>
          event.eventType === 'Exhibition' &&
          Date.parse(event.eventStart) <= Date.parse(issue.issueDate) &&
          Date.parse(event.eventEnd) >= Date.parse(issue.issueDate),
      ),
    ).toBe(true)
    expect(body.links).toHaveLength(2)
    expect(body.stories.length).toBeGreaterThan(0)
    expect(body.stories.every((story: { path: string }) => story.path.startsWith('/features/'))).toBe(true)
    expect(body.html).toContain('<table')
    expect(body.html).not.toMatch(/<script|<style|\sclass=/)
  })

  it('answers the e-mail as text/html with format=html; 404 for an unknown issue, 400 for a bad id or format', async () => {
    const issue = await issueId('calendar')
    const request = new Request(`http://localhost/api/v1/newsletters/preview/${issue.id}?format=html`, { headers: { Authorization: `Bearer ${admin}` } })
    const response = await newsletterPreview(request, { params: Promise.resolve({ id: String(issue.id) }) })
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:\/\/|mailto:)/)
    expect((await preview(999999, { Authorization: `Bearer ${admin}` })).status).toBe(404)
    expect((await preview('abc', { Authorization: `Bearer ${admin}` })).status).toBe(400)
    expect((await preview(issue.id, { Authorization: `Bearer ${admin}` }, '?format=pdf')).status).toBe(400)
  })

  it('newsletters are not readable through Payload’s own API by visitors', async () => {
    const result = await payload.find({ collection: 'newsletters', overrideAccess: false, depth: 0 }).catch((error: Error) => error)
    expect(result instanceof Error || result.docs.length === 0).toBe(true)
  })
})

describe('POST /api/v1/newsletter-signups (spec §2: subscribe)', () => {
  const post = async (body: unknown, type = 'application/json') => {
    const response = await signup(
      new Request('http://localhost/api/v1/newsletter-signups', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    return { status: response.status, headers: response.headers, body: response.status === 303 ? null : await response.json() }
  }

  it('stores a sign-up once: 201, then 200 for the same e-mail and list, 201 on another list', async () => {
    expect(await post({ email: 'Ana.Cruz@Example.edu', firstName: 'Ana', list: 'svanow' })).toMatchObject({
      status: 201,
      body: { created: true, email: 'ana.cruz@example.edu', list: 'svanow' },
    })
    expect(await post({ email: 'ana.cruz@example.edu', list: 'svanow' })).toMatchObject({ status: 200, body: { created: false } })
    expect((await post({ email: 'ana.cruz@example.edu', list: 'sva-calendar' })).status).toBe(201)
    const stored = await payload.find({ collection: 'newsletter-signups', overrideAccess: true, where: { email: { equals: 'ana.cruz@example.edu' } } })
    expect(stored.docs.map((doc) => doc.list).sort()).toEqual(['sva-calendar', 'svanow'])
  })

  it('answers 400 with a clear message per field', async () => {
    const bad = await post({ email: 'not an address', list: 'weekly-cats', firstName: 'x'.repeat(101) })
    expect(bad.status).toBe(400)
    const byPath = Object.fromEntries(bad.body.error.details.map((d: { path: string; message: string }) => [d.path, d.message]))
    expect(byPath.email).toBe('Enter an e-mail address such as name@example.com.')
    expect(byPath.list).toBe('Choose one of the newsletters.')
    expect(byPath.firstName).toBe('A first name has at most 100 characters.')
    expect((await post({ list: 'svanow' })).body.error.details[0]).toMatchObject({ path: 'email', message: 'Enter your e-mail address.' })
    expect((await post({ email: 'a@b.co', list: 'svanow', admin: true })).status).toBe(400)
    expect((await post('{not json')).status).toBe(400)
    expect((await post('email=a@b.co', 'text/plain')).status).toBe(415)
    expect((await post({ email: 'a@b.co', list: 'svanow', firstName: 'x'.repeat(5000) })).status).toBe(413)
  })

  it('takes a plain form post too: 303 to the thank-you page, or back to the form naming the field', async () => {
    const ok = await post('email=form%40example.edu&list=continuing-education', 'application/x-www-form-urlencoded')
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('http://localhost:3000/subscribe/thank-you')
    const bad = await post('email=nope&list=sva-calendar', 'application/x-www-form-urlencoded')
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe('http://localhost:3000/subscribe?newsletter=sva-calendar&invalid=email')
  })

  it('visitors cannot read sign-ups through Payload', async () => {
    const result = await payload.find({ collection: 'newsletter-signups', overrideAccess: false }).catch((error: Error) => error)
    expect(result instanceof Error || result.docs.length === 0).toBe(true)
  })
})

describe('the contract', () => {
  it('publishes the press and newsletter calls in OpenAPI', async () => {
    const { body } = await call(openapi, '/api/v1/openapi.json')
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/v1/press-releases', '/api/v1/external-press', '/api/v1/newsletters/preview/{id}']))
  })
})
