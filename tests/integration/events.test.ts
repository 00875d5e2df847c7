import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@/api/contract'
import { EVENT_CATEGORIES_LIMIT } from '@/api/contracts/events'
import { GET as eventFeed } from '@/app/api/v1/event-feed/route'
import { GET as eventIcs } from '@/app/api/v1/events/[id]/ics/route'
import { GET as eventById } from '@/app/api/v1/events/[id]/route'
import { GET as calendarFeed } from '@/app/api/v1/events/calendar.ics/route'
import { GET as eventCategories } from '@/app/api/v1/events/departments-and-categories/route'
import { GET as latestHero } from '@/app/api/v1/events/latest-hero/route'
import { GET as eventPreview } from '@/app/api/v1/events/preview/[id]/route'
import { GET as events } from '@/app/api/v1/events/route'
import { GET as exhibitor } from '@/app/api/v1/exhibitors/[...path]/route'
import { GET as featuredEventsPreview } from '@/app/api/v1/homepage/featured-events/preview/route'
import { GET as featuredEvents } from '@/app/api/v1/homepage/featured-events/route'
import { GET as eventBySlug } from '@/app/api/v1/match/events/[...slug]/route'
import { GET as openapi } from '@/app/api/v1/openapi.json/route'
import { calendarHref } from '@/domain/calendar-href'
import { EVENT_LIMITS, EVENT_TYPES } from '@/domain/events'
import { GALLERY_LOCATION_COUNT } from '@/domain/exhibitions'
import { relationIds } from '@/domain/relations'
import type { SeedResult } from '@/seed/index'
import { listCalendarViewPaths } from '@/services/event-calendar'
import { listExhibitions, listGalleries } from '@/services/exhibitions'

import { type Handler, call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let token: string

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  token = await staffToken(payload, seeded)
})

const bearer = () => ({ Authorization: `Bearer ${token}` })
type Item = {
  id: number
  eventType: string
  eventTypeLabel: string
  eventStart: string
  eventEnd: string
  isExpired: boolean
  title: string
  displayTitle: string
  slug: string
  published: boolean
  tags: { id: number; slug: string }[]
  departmentsAndCategories: { id: number; code: string }[]
  locationTitles: string[]
}

/** Published events counted straight from the database, to compare the API with. */
async function countPublished(where: Where = {}): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'events', overrideAccess: true, where: { and: [{ _status: { equals: 'published' } }, where] } })
  return totalDocs
}

async function list(query: string): Promise<{
  status: number
  items: Item[]
  body: { total: number; nrOfPages: number; currentPage: number; links: Record<string, string | null>; pages: number[] }
}> {
  const { status, body } = await call(events, `/api/v1/events${query}`)
  return { status, items: body.items, body }
}

const time = (iso: string) => Date.parse(iso)
const nowish = () => Date.now()

describe('GET /api/v1/events (spec §7)', () => {
  it('answers published events not yet over, 50 at a time, latest start first', async () => {
    const { status, items, body } = await list('')
    expect(status).toBe(200)
    const expected = await countPublished({ eventEnd: { greater_than_equal: new Date().toISOString() } })
    expect(body.total).toBe(expected)
    expect(items).toHaveLength(Math.min(EVENT_LIMITS.default, expected))
    expect(items.every((item) => !item.isExpired && item.published && time(item.eventEnd) >= nowish() - 60_000)).toBe(true)
    const starts = items.map((item) => time(item.eventStart))
    expect(starts).toEqual([...starts].sort((a, b) => b - a))
    expect(body.nrOfPages).toBe(Math.ceil(expected / 50))
    // spec §3: the label of a type
    expect(items.find((item) => item.eventType === 'InformationSession')?.eventTypeLabel ?? 'Information Session').toBe('Information Session')
  })

  // spec §7: month 1000, on view 20, upcoming 3, past 9999, newsletter 10 and 50
  it.each([1000, 20, 3, 9999, 10, 50])('takes the named limit %i', async (limit) => {
    const { status, items, body } = await list(`?limit=${limit}&filters[showExpired]=true`)
    expect(status).toBe(200)
    expect(items).toHaveLength(Math.min(limit, body.total))
    expect(body.nrOfPages).toBe(Math.max(1, Math.ceil(body.total / limit)))
  })

  it('shows expired events only when asked', async () => {
    const all = await list('?filters[showExpired]=true&limit=9999')
    expect(all.body.total).toBe(await countPublished())
    expect(all.items.some((item) => item.isExpired)).toBe(true)
    const current = await list('?filters[showExpired]=false&limit=9999')
    expect(current.items.some((item) => item.isExpired)).toBe(false)
  })

  it('keeps the events that overlap calendarDateRange, read in the college time zone', async () => {
    const { items, body } = await list(
      '?filters[showExpired]=true&filters[calendarDateRange][from]=2026-01-01&filters[calendarDateRange][to]=2026-03-31&limit=1000',
    )
    const from = Date.parse('2026-01-01T05:00:00Z') // midnight in New York
    const to = Date.parse('2026-04-01T04:00:00Z') - 1 // the end of 31 March in New York (EDT)
    expect(items.every((item) => time(item.eventStart) <= to && time(item.eventEnd) >= from)).toBe(true)
    expect(body.total).toBe(
      await countPublished({
        and: [{ eventStart: { less_than_equal: new Date(to).toISOString() } }, { eventEnd: { greater_than_equal: new Date(from).toISOString() } }],
      }),
    )
  })

  it('filters eventType and title with like', async () => {
    const sessions = await list('?filters[showExpired]=true&filters[eventType][like]=Session&limit=9999')
    expect(sessions.items.length).toBeGreaterThan(0)
    expect(sessions.items.every((item) => item.eventType === 'InformationSession')).toBe(true)
    expect(sessions.body.total).toBe(await countPublished({ eventType: { equals: 'InformationSession' } }))
    const noor = await list('?filters[showExpired]=true&filters[title][like]=noor haddad&limit=9999')
    expect(noor.items.length).toBeGreaterThan(0)
    expect(noor.items.every((item) => /noor haddad/i.test(item.title))).toBe(true)
  })

  it('filters by departments and categories, tags and location titles (one or several)', async () => {
    const { items: sample } = await list('?filters[showExpired]=true&limit=9999')
    const [first, second] = [...new Set(sample.flatMap((item) => item.departmentsAndCategories.map((c) => c.id)))]
    const one = await list(`?filters[showExpired]=true&limit=9999&filters[departmentsAndCategories]=${first}`)
    expect(one.items.length).toBeGreaterThan(0)
    expect(one.items.every((item) => item.departmentsAndCategories.some((c) => c.id === first))).toBe(true)
    const both = await list(`?filters[showExpired]=true&limit=9999&filters[departmentsAndCategories][]=${first}&filters[departmentsAndCategories][]=${second}`)
    expect(both.body.total).toBeGreaterThan(one.body.total)
    expect(both.items.every((item) => item.departmentsAndCategories.some((c) => c.id === first || c.id === second))).toBe(true)

    const tagId = sample.flatMap((item) => item.tags.map((t) => t.id))[0]!
    const tagged = await list(`?filters[showExpired]=true&limit=9999&filters[tags][]=${tagId}`)
    expect(tagged.items.length).toBeGreaterThan(0)
    expect(tagged.items.every((item) => item.tags.some((t) => t.id === tagId))).toBe(true)
    expect(tagged.body.total).toBe(await countPublished({ tags: { in: [tagId] } }))

    // The calendar's callers know tags by slug and departments by code: the same events answer.
    const tagSlug = sample.flatMap((item) => item.tags).find((t) => t.id === tagId)!.slug
    const bySlug = await list(`?filters[showExpired]=true&limit=9999&filters[tags]=${tagSlug}`)
    expect(bySlug.items.map((item) => item.id)).toEqual(tagged.items.map((item) => item.id))
    const firstCode = sample.flatMap((item) => item.departmentsAndCategories).find((c) => c.id === first)!.code
    const byCode = await list(`?filters[showExpired]=true&limit=9999&filters[departmentsAndCategories]=${firstCode}`)
    expect(byCode.items.map((item) => item.id)).toEqual(one.items.map((item) => item.id))
    const mixed = await list(
      `?filters[showExpired]=true&limit=9999&filters[departmentsAndCategories][]=${firstCode}&filters[departmentsAndCategories][]=${second}`,
    )
    expect(mixed.body.total).toBe(both.body.total)
    const unknown = await list('?filters[showExpired]=true&limit=9999&filters[tags]=no-such-tag')
    expect(unknown.body.total).toBe(0)

    const inGallery = await list('?filters[showExpired]=true&limit=9999&filters[locationTitles][]=Foundry Gallery')
    expect(inGallery.items.length).toBeGreaterThan(0)
    expect(inGallery.items.every((item) => item.locationTitles.includes('Foundry Gallery'))).toBe(true)
  })

  it('bounds eventStart and eventEnd', async () => {
    const { items } = await list(
      '?filters[showExpired]=true&limit=9999&filters[eventStart][from]=2020-01-01&filters[eventStart][to]=2021-12-31T23:59:59-05:00&filters[eventEnd][to]=2021-06-30',
    )
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(time(item.eventStart)).toBeGreaterThanOrEqual(Date.parse('2020-01-01T05:00:00Z'))
      expect(time(item.eventStart)).toBeLessThanOrEqual(Date.parse('2022-01-01T04:59:59Z'))
      expect(time(item.eventEnd)).toBeLessThanOrEqual(Date.parse('2021-07-01T03:59:59.999Z'))
    }
  })

  it('answers the calendar flags: exhibitions on view now, and events still to start', async () => {
    const onView = await list(`?filters[calendarNowOnViewEvents]=true&limit=${EVENT_LIMITS.onView}`)
    expect(onView.items.length).toBeGreaterThan(0)
    expect(onView.items.every((item) => item.eventType === 'Exhibition' && time(item.eventStart) <= nowish() && time(item.eventEnd) >= nowish() - 60_000)).toBe(
      true,
    )
    expect(onView.items.some((item) => item.slug === `senior-thesis-exhibition/${item.slug.split('/')[1]}` && /^\d{4}$/.test(item.slug.split('/')[1]!))).toBe(
      true,
    )
    const upcoming = await list(`?filters[calendarUpcomingEvents]=true&limit=${EVENT_LIMITS.upcoming}&sort_by=eventStart`)
    expect(upcoming.items).toHaveLength(3)
    expect(upcoming.items.every((item) => time(item.eventStart) > nowish() - 60_000)).toBe(true)
  })

  it('sorts by eventStart-DESC, eventStart and eventEnd (sort_by or sortBy)', async () => {
    const sorted = async (query: string, key: 'eventStart' | 'eventEnd', direction: 1 | -1) => {
      const { status, items } = await list(`?filters[showExpired]=true&limit=200&${query}`)
      expect(status, query).toBe(200)
      const values = items.map((item) => time(item[key]))
      expect(values, query).toEqual([...values].sort((a, b) => (a - b) * direction))
    }
    await sorted('sort_by=eventStart-DESC', 'eventStart', -1)
    await sorted('sort_by=eventStart', 'eventStart', 1)
    await sorted('sort_by=eventEnd', 'eventEnd', 1)
    await sorted('sort_by=eventEnd-DESC', 'eventEnd', -1)
    await sorted('sortBy=eventStart-ASC', 'eventStart', 1)
  })

  it('pages through with links', async () => {
    const first = await list('?filters[showExpired]=true&limit=20')
    const second = await list('?filters[showExpired]=true&limit=20&page=2')
    expect(second.body.currentPage).toBe(2)
    expect(second.items.map((i) => i.id)).not.toEqual(expect.arrayContaining(first.items.map((i) => i.id)))
    expect(second.body.links.prev).toContain('page=1')
    expect(second.body.links.next).toContain('page=3')
    const beyond = await list(`?filters[showExpired]=true&limit=20&page=${first.body.nrOfPages + 5}`)
    expect(beyond.status).toBe(200)
    expect(beyond.items).toEqual([])
  })

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=10000', 'limit'],
    ['?limit=ten', 'limit'],
    ['?page=0', 'page'],
    ['?sort_by=title', 'sort_by'],
    ['?sort_by=eventStart-UP', 'sort_by'],
    ['?sortBy[]=eventStart', 'sortBy'],
    ['?filters[showExpired]=maybe', 'filters[showExpired]'],
    ['?filters[eventType]=Talk', 'filters[eventType]'],
    ['?filters[eventType][like]=', 'filters[eventType][like]'],
    ['?filters[eventType][equals]=Talk', 'filters[eventType][equals]'],
    ['?filters[title][like]=' + 'x'.repeat(101), 'filters[title][like]'],
    ['?filters[calendarDateRange][from]=2026-02-30', 'filters[calendarDateRange][from]'],
    ['?filters[calendarDateRange][to]=yesterday', 'filters[calendarDateRange][to]'],
    ['?filters[calendarDateRange][after]=2026-01-01', 'filters[calendarDateRange][after]'],
    ['?filters[eventStart][from]=2026-13-01', 'filters[eventStart][from]'],
    ['?filters[eventEnd][to]=1767225600', 'filters[eventEnd][to]'],
    ['?filters[tags]=Not a slug', 'filters[tags]'],
    ['?filters[tags][]=0', 'filters[tags]'],
    ['?filters[tags][]=-1', 'filters[tags]'],
    ['?filters[departmentsAndCategories][]=1.5', 'filters[departmentsAndCategories]'],
    ['?filters[departmentsAndCategories]=illus', 'filters[departmentsAndCategories]'],
    ['?filters[locationTitles][]=', 'filters[locationTitles]'],
    ['?filters[locationTitles][]=%00', 'filters[locationTitles]'],
    ['?filters[title][like]=a%00b', 'filters[title][like]'],
    ['?filters[calendarNowOnViewEvents]=yes', 'filters[calendarNowOnViewEvents]'],
    ['?filters[calendarUpcomingEvents][]=true', 'filters[calendarUpcomingEvents]'],
    ['?filters[colour]=red', 'filters[colour]'],
    ['?filters=1', 'filters'],
    ['?search=x', 'search'],
  ])('%s answers 400 naming %s', async (query, parameter) => {
    const { status, body } = await call(events, `/api/v1/events${query}`)
    expect(status).toBe(400)
    expect(body.error.status).toBe(400)
    // A value inside a list is named with its index: filters[tags][0].
    expect(body.error.details.some((d: { path: string }) => d.path === parameter || d.path.startsWith(`${parameter}[`))).toBe(true)
  })

  it('says what an id filter takes when it refuses a value', async () => {
    const message = async (query: string) =>
      (await call(events, `/api/v1/events${query}`)).body.error.details.map((d: { message: string }) => d.message).join(' ')
    expect(await message('?filters[tags]=Not a slug')).toMatch(/an id \(a whole number from 1 to \d+\) or a tag slug \(e\.g\. design-talks\)/)
    expect(await message('?filters[departmentsAndCategories][]=illus')).toMatch(
      /an id \(a whole number from 1 to \d+\) or a department or category code \(e\.g\. ILLUS\)/,
    )
  })

  it('answers 400 for more than 50 tags and for a hostile query string, never 500', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `filters[tags][]=${i + 1}`).join('&')
    expect((await call(events, `/api/v1/events?${many}`)).status).toBe(400)
    for (const hostile of [
      '?filters[title][like]=%27%3B%20DROP%20TABLE%20events%3B--',
      '?filters[title][like]=%25%25%25',
      '?filters[eventType][like]=%25',
      '?filters[locationTitles][]=%F0%9F%8E%A8',
      '?filters[a][b][c][d][e]=1',
    ]) {
      const { status } = await call(events, `/api/v1/events${hostile}`)
      expect([200, 400], hostile).toContain(status)
    }
  })
})

describe('drafts never show publicly (spec §3)', () => {
  let draft: { id: number; slug: string }

  beforeAll(async () => {
    const { docs } = await payload.find({ collection: 'events', overrideAccess: true, where: { _status: { equals: 'draft' } }, limit: 10, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(2)
    draft = docs[0]!
  })

  it('leaves drafts out of every list and lookup', async () => {
    const all = await list('?filters[showExpired]=true&limit=9999')
    expect(all.items.some((item) => item.id === draft.id || /^Draft:/.test(item.title))).toBe(false)
    expect((await call(eventById, `/api/v1/events/${draft.id}`, { params: { id: String(draft.id) } })).status).toBe(404)
    expect((await call(eventBySlug, `/api/v1/match/events/${draft.slug}`, { params: { slug: draft.slug.split('/') } })).status).toBe(404)
    expect((await call(eventIcs, `/api/v1/events/${draft.id}/ics`, { params: { id: String(draft.id) } })).status).toBe(404)
    const feed = await call(eventFeed, '/api/v1/event-feed?limit=9999')
    expect(feed.body.events.some((event: Item) => event.id === draft.id)).toBe(false)
  })

  it('keeps the published version public while a newer draft waits', async () => {
    const { docs } = await payload.find({ collection: 'events', overrideAccess: true, where: { slug: { equals: 'fall-open-house' } }, depth: 0 })
    const event = docs[0]!
    await payload.update({
      collection: 'events',
      id: event.id,
      draft: true,
      data: { title: 'Unpublished new title' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const publicView = await call(eventById, `/api/v1/events/${event.id}`, { params: { id: String(event.id) } })
    expect(publicView.body.title).toBe('Fall Open House')
    const preview = await call(eventPreview, `/api/v1/events/preview/${event.id}`, { params: { id: String(event.id) }, headers: bearer() })
    expect(preview.status).toBe(200)
    expect(preview.body.title).toBe('Unpublished new title')
  })

  it('shows staff a draft in preview, and nobody else', async () => {
    expect((await call(eventPreview, '/x', { params: { id: String(draft.id) } })).status).toBe(401)
    expect((await call(eventPreview, '/x', { params: { id: String(draft.id) }, headers: { Authorization: 'Bearer not-a-token' } })).status).toBe(401)
    const { status, body } = await call(eventPreview, '/x', { params: { id: String(draft.id) }, headers: bearer() })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: draft.id, published: false })
    expect((await call(eventPreview, '/x', { params: { id: '99999999' }, headers: bearer() })).status).toBe(404)
    expect((await call(eventPreview, '/x', { params: { id: 'abc' }, headers: bearer() })).status).toBe(400)
  })

  it('shows unpublished exhibitors to staff previews only', async () => {
    const show = await seniorShow()
    const publicView = await call(eventById, '/x', { params: { id: String(show.id) } })
    const names = publicView.body.exhibitors.map((e: { name: string }) => e.name)
    expect(names).not.toContain('Draft Exhibitor')
    expect(publicView.body.exhibitors.length).toBeGreaterThan(0)
    const preview = await call(eventPreview, '/x', { params: { id: String(show.id) }, headers: bearer() })
    expect(preview.body.exhibitors.map((e: { name: string }) => e.name)).toContain('Draft Exhibitor')
    expect((await call(exhibitor, '/x', { params: { path: [...show.slug.split('/'), 'draft-exhibitor'] } })).status).toBe(404)
  })

  it('leaves unpublished events out of the featured-events section, but not out of its preview', async () => {
    const section = await payload.findGlobal({ slug: 'featured-events', depth: 0 })
    const featured = (section.featuredEvents ?? []).map((entry) => ({
      event: typeof entry.event === 'object' ? entry.event.id : entry.event,
      overriddenTitle: entry.overriddenTitle,
    }))
    await payload.updateGlobal({
      slug: 'featured-events',
      draft: true,
      data: { heading: 'Draft heading', featuredEvents: [...featured, { event: draft.id, overriddenTitle: null }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const publicView = await call(featuredEvents, '/api/v1/homepage/featured-events')
    expect(publicView.status).toBe(200)
    expect(publicView.body.section.heading).toBe('Coming up at Foundry')
    expect(publicView.body.section.featuredEvents.map((entry: { event: Item }) => entry.event.id)).not.toContain(draft.id)
    expect(publicView.body.section.featuredEvents.length).toBe(featured.length)
    expect(
      publicView.body.section.featuredEvents.some((entry: { overriddenTitle: string | null }) => entry.overriddenTitle === 'Noor Haddad in conversation'),
    ).toBe(true)

    expect((await call(featuredEventsPreview, '/x')).status).toBe(401)
    const preview = await call(featuredEventsPreview, '/x', { headers: bearer() })
    expect(preview.body.section.heading).toBe('Draft heading')
    expect(preview.body.section.featuredEvents.map((entry: { event: Item }) => entry.event.id)).toContain(draft.id)
  })
})

async function seniorShow(): Promise<{ id: number; slug: string }> {
  const { docs } = await payload.find({
    collection: 'events',
    overrideAccess: true,
    where: { slug: { like: 'senior-thesis-exhibition/' } },
    depth: 0,
    limit: 1,
  })
  return docs[0]!
}

describe('one event', () => {
  it('answers a published event by id with its description and published exhibitors', async () => {
    const show = await seniorShow()
    const { status, body } = await call(eventById, '/x', { params: { id: String(show.id) } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: show.id, eventType: 'Exhibition', displayTitle: 'Senior Thesis Exhibition', path: `/events/${show.slug}` })
    expect(body.description.root.children.length).toBeGreaterThan(0)
    expect(body.exhibitors).toHaveLength(8)
    expect(body.exhibitors[0].path).toMatch(new RegExp(`^/events/${show.slug}/[a-z0-9-]+$`))
    expect(body.eventStart).toMatch(/T\d{2}:\d{2}:\d{2}-0[45]:00$/)
    expect((await call(eventById, '/x', { params: { id: '99999999' } })).status).toBe(404)
    expect((await call(eventById, '/x', { params: { id: '1e3' } })).status).toBe(400)
  })

  it('matches a slug of several segments, and refuses a malformed one', async () => {
    const show = await seniorShow()
    expect(show.slug.split('/')).toHaveLength(2)
    const { status, body } = await call(eventBySlug, '/x', { params: { slug: show.slug.split('/') } })
    expect(status).toBe(200)
    expect(body.id).toBe(show.id)
    expect((await call(eventBySlug, '/x', { params: { slug: ['Senior Show'] } })).status).toBe(400)
    expect((await call(eventBySlug, '/x', { params: { slug: Array.from({ length: 9 }, () => 'a') } })).status).toBe(400)
    expect((await call(eventBySlug, '/x', { params: { slug: ['no-such-event'] } })).status).toBe(404)
  })

  it('answers an exhibitor by event slug and exhibitor slug', async () => {
    const show = await seniorShow()
    const { docs } = await payload.find({
      collection: 'exhibitors',
      overrideAccess: true,
      where: { and: [{ event: { equals: show.id } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 0,
    })
    const one = docs[0]!
    const { status, body } = await call(exhibitor, '/x', { params: { path: [...show.slug.split('/'), one.slug] } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: one.name, event: { id: show.id }, path: `/events/${show.slug}/${one.slug}` })
    expect(body.works.length).toBeGreaterThan(0)
    expect(body.statement.root.children.length).toBeGreaterThan(0)
    expect((await call(exhibitor, '/x', { params: { path: ['only-one'] } })).status).toBe(400)
    expect((await call(exhibitor, '/x', { params: { path: ['no-such-show', one.slug] } })).status).toBe(404)
    expect((await call(exhibitor, '/x', { params: { path: [...show.slug.split('/'), 'Bad Slug'] } })).status).toBe(400)
  })

  it('leads the calendar with the soonest current hero candidate', async () => {
    const { status, body } = await call(latestHero, '/api/v1/events/latest-hero')
    expect(status).toBe(200)
    const { docs } = await payload.find({
      collection: 'events',
      overrideAccess: true,
      depth: 0,
      limit: 1,
      sort: ['eventStart', 'id'],
      where: {
        and: [{ _status: { equals: 'published' } }, { featuredAsHero: { equals: true } }, { eventEnd: { greater_than_equal: new Date().toISOString() } }],
      },
    })
    expect(body.id).toBe(docs[0]!.id)
    expect((await call(latestHero, '/api/v1/events/latest-hero?x=1')).status).toBe(400)
  })
})

describe('GET /api/v1/events/departments-and-categories', () => {
  it('lists them by code, 9000 at a time by default', async () => {
    expect(EVENT_CATEGORIES_LIMIT).toBe(9000) // spec §7
    const { status, body } = await call(eventCategories, '/api/v1/events/departments-and-categories?sortBy=code-ASC&page=1')
    expect(status).toBe(200)
    const codes = body.items.map((item: { code: string }) => item.code)
    expect(codes).toEqual([...codes].sort())
    expect(body.total).toBe((await payload.count({ collection: 'departments-and-categories' })).totalDocs)
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      title: expect.any(String),
      shortTitle: expect.any(String),
      kind: expect.any(String),
    })
    const desc = await call(eventCategories, '/api/v1/events/departments-and-categories?sortBy=code-DESC')
    expect(desc.body.items[0].code).toBe(codes.at(-1))
  })

  it('keeps those a published exhibition is filed under with exhibitions=true', async () => {
    const all = await call(eventCategories, '/api/v1/events/departments-and-categories')
    const { body } = await call(eventCategories, '/api/v1/events/departments-and-categories?exhibitions=true')
    expect(body.total).toBeGreaterThan(0)
    expect(body.total).toBeLessThan(all.body.total)
    const { docs } = await payload.find({
      collection: 'events',
      overrideAccess: true,
      pagination: false,
      depth: 0,
      where: { and: [{ eventType: { equals: 'Exhibition' } }, { _status: { equals: 'published' } }] },
    })
    const filed = new Set(docs.flatMap((doc) => (doc.departmentsAndCategories ?? []).map((c) => (typeof c === 'object' ? c.id : c))))
    expect(body.items.every((item: { id: number }) => filed.has(item.id))).toBe(true)
  })

  it.each(['?sortBy=title-ASC', '?exhibitions=maybe', '?limit=9000&limit=2', '?kind=Department'])('%s answers 400', async (query) => {
    expect((await call(eventCategories, `/api/v1/events/departments-and-categories${query}`)).status).toBe(400)
  })
})

describe('GET /api/v1/event-feed', () => {
  it('pages through events to come, soonest first, with nextPage', async () => {
    const first = await call(eventFeed, '/api/v1/event-feed?limit=10')
    expect(first.status).toBe(200)
    expect(Object.keys(first.body).sort()).toEqual(['events', 'nextPage'])
    expect(first.body.events).toHaveLength(10)
    expect(first.body.nextPage).toBe(2)
    const starts = first.body.events.map((event: Item) => time(event.eventStart))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(first.body.events.every((event: Item) => !event.isExpired)).toBe(true)
    const total = await countPublished({ eventEnd: { greater_than_equal: new Date().toISOString() } })
    const last = await call(eventFeed, `/api/v1/event-feed?limit=10&page=${Math.ceil(total / 10)}`)
    expect(last.body.nextPage).toBeNull()
  })

  it('filters by event type, and refuses a type that does not exist', async () => {
    const talks = await call(eventFeed, '/api/v1/event-feed?filters[eventType][]=Talk&filters[eventType][]=Workshop&limit=100')
    expect(talks.body.events.length).toBeGreaterThan(0)
    expect(talks.body.events.every((event: Item) => ['Talk', 'Workshop'].includes(event.eventType))).toBe(true)
    const bad = await call(eventFeed, '/api/v1/event-feed?filters[eventType]=Lecture')
    expect(bad.status).toBe(400)
    expect(bad.body.error.details[0].path).toBe('filters[eventType]')
  })
})

describe('add to calendar and the calendar feed', () => {
  it('downloads an event as RFC 5545 with its start time in UTC', async () => {
    const { docs } = await payload.find({
      collection: 'events',
      overrideAccess: true,
      where: { slug: { equals: 'visiting-artist-lecture-noor-haddad' } },
      depth: 0,
    })
    const lecture = docs[0]!
    const response = await eventIcs(new Request(`http://localhost/api/v1/events/${lecture.id}/ics`), { params: Promise.resolve({ id: String(lecture.id) }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/calendar/)
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="visiting-artist-lecture-noor-haddad.ics"')
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    const start = /\r\nDTSTART:(\d{8}T\d{6}Z)\r\n/.exec(text)?.[1]
    expect(start).toBe(
      new Date(lecture.eventStart)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
    )
    expect(text).toContain('SUMMARY:Visiting Artist Lecture: Noor Haddad')
    // Unfolded (RFC 5545 §3.1): the line is longer than 75 octets.
    expect(text.replace(/\r\n /g, '')).toContain(`URL;VALUE=URI:http://localhost:3000/events/visiting-artist-lecture-noor-haddad`)
  })

  it('serves a feed of events to come, filtered like the calendar', async () => {
    const response = await calendarFeed(new Request('http://localhost/api/v1/events/calendar.ics?type=Talk'))
    expect(response.status).toBe(200)
    const text = await response.text()
    const summaries = [...text.matchAll(/\r\nSUMMARY:(.*)\r\n/g)].map((m) => m[1]!)
    expect(summaries.length).toBe(
      await countPublished({ and: [{ eventType: { equals: 'Talk' } }, { eventEnd: { greater_than_equal: new Date().toISOString() } }] }),
    )
    expect(summaries.every((summary) => /Lecture|Talk/.test(summary))).toBe(true)
    const all = await (await calendarFeed(new Request('http://localhost/api/v1/events/calendar.ics'))).text()
    expect(all.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(summaries.length)
  })

  it.each(['?type=Lecture', '?type=Talk&department=ILLUST', '?colour=red', '?dates=tomorrow', '?type[]=Talk', '?keywords=a%00b'])(
    'feed %s answers 400 with a message',
    async (query) => {
      const { status, body } = await call(calendarFeed as Handler, `/api/v1/events/calendar.ics${query}`)
      expect(status).toBe(400)
      expect(body.error.message.length).toBeGreaterThan(10)
    },
  )
})

describe('exhibitions (spec §4, §9)', () => {
  it('has five galleries', async () => {
    expect((await listGalleries()).map((gallery) => gallery.title)).toHaveLength(GALLERY_LOCATION_COUNT)
  })

  it('splits exhibitions into on view, upcoming and past years, with 2010 and earlier last', async () => {
    const { onView, upcoming, past } = await listExhibitions()
    const now = Date.now()
    expect(onView.length).toBeGreaterThan(0)
    expect(onView.every((e) => time(e.eventStart) <= now && time(e.eventEnd) >= now - 60_000)).toBe(true)
    expect(upcoming.length).toBeLessThanOrEqual(EVENT_LIMITS.upcoming)
    expect(upcoming.every((e) => time(e.eventStart) > now)).toBe(true)
    expect(past.at(-1)?.label).toBe('2010 and earlier')
    const years = past.slice(0, -1).map((group) => Number(group.label))
    expect(years).toEqual([...years].sort((a, b) => b - a))
    expect(past.flatMap((group) => group.exhibitions).every((e) => time(e.eventEnd) < now)).toBe(true)
  })

  it('limits the grid to one gallery', async () => {
    const { onView, past } = await listExhibitions({ gallery: 'foundry-gallery' })
    expect(onView.every((e) => e.locationTitles.includes('Foundry Gallery'))).toBe(true)
    expect(past.flatMap((group) => group.exhibitions).every((e) => e.gallery === 'Foundry Gallery')).toBe(true)
  })
})

describe('the contract', () => {
  it('publishes every events endpoint in OpenAPI', async () => {
    const doc = await (openapi() as Response).json()
    const paths = Object.values(endpoints).map((endpoint) => endpoint.path)
    for (const path of [
      '/api/v1/events',
      '/api/v1/events/{id}',
      '/api/v1/events/preview/{id}',
      '/api/v1/match/events/{slug}',
      '/api/v1/events/latest-hero',
      '/api/v1/events/departments-and-categories',
      '/api/v1/exhibitors/{eventSlug}/{exhibitorSlug}',
      '/api/v1/event-feed',
      '/api/v1/homepage/featured-events',
      '/api/v1/homepage/featured-events/preview',
      '/api/v1/events/{id}/ics',
      '/api/v1/events/calendar.ics',
    ]) {
      expect(paths).toContain(path)
      expect(doc.paths[path]?.get, path).toBeDefined()
    }
    const params = doc.paths['/api/v1/events'].get.parameters.map((p: { name: string }) => p.name)
    expect(params).toEqual(
      expect.arrayContaining(['filters[showExpired]', 'filters[calendarDateRange][from]', 'filters[eventType][like]', 'sort_by', 'page', 'limit']),
    )
  })

  it('labels every event type (spec §3)', () => {
    expect(EVENT_TYPES.find((type) => type.value === 'InformationSession')?.label).toBe('Information Session')
  })
})

// Decision 0163: the values in use are the database's distinct values; the sitemap lists the same views as when every
// published event was read with its relations, no view lost and none added.
describe("the calendar's views by one filter (the sitemap's)", () => {
  it('are exactly the departments, tags and places some published event carries, none that only a draft carries', async () => {
    const create = { overrideAccess: true, context: { disableRevalidate: true } } as const
    const tag = await payload.create({ collection: 'tags', ...create, data: { title: 'Only on a draft', slug: 'only-on-a-draft' } as never })
    await payload.create({
      collection: 'events',
      ...create,
      draft: true,
      data: {
        title: 'A draft with its own tag',
        eventType: 'Event',
        eventStart: '2027-03-01T18:00:00.000Z',
        eventEnd: '2027-03-01T20:00:00.000Z',
        tags: [tag.id],
      } as never,
    })
    const { docs: events } = await payload.find({
      collection: 'events',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
    const carried = (pick: (event: (typeof events)[number]) => (number | { id: number })[] | null | undefined) =>
      new Set(events.flatMap((event) => relationIds(pick(event))))
    const [departments, tags, locations] = [carried((e) => e.departmentsAndCategories), carried((e) => e.tags), carried((e) => e.locations)]
    const all = { overrideAccess: true, depth: 0, pagination: false } as const
    const expected = [
      ...(await payload.find({ collection: 'departments-and-categories', ...all })).docs
        .filter((doc) => departments.has(doc.id))
        .map((doc) => calendarHref({ type: 'department', value: doc.code })),
      ...(await payload.find({ collection: 'tags', ...all })).docs
        .filter((doc) => tags.has(doc.id))
        .map((doc) => calendarHref({ type: 'tags', value: doc.slug })),
      ...(await payload.find({ collection: 'locations', ...all })).docs
        .filter((doc) => locations.has(doc.id))
        .map((doc) => calendarHref({ type: 'location', value: doc.slug })),
    ]
    const views = (await listCalendarViewPaths()).filter((path) => /^\/events\?(department|tags|location)=/.test(path))
    expect(departments.size * tags.size * locations.size).toBeGreaterThan(0)
    expect(views).not.toContain('/events?tags=only-on-a-draft')
    expect(views.sort()).toEqual(expected.sort())
  })
})
