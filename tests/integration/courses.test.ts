import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as courseCeCategory } from '@/app/api/v1/courses/categories/ce/route'
import { GET as courseNavigationCategories } from '@/app/api/v1/courses/categories/ce-nav-group-categories/route'
import { GET as courseCategory } from '@/app/api/v1/courses/categories/[id]/route'
import { GET as course } from '@/app/api/v1/courses/[id]/route'
import { GET as coursePreview } from '@/app/api/v1/courses/preview/[id]/route'
import { GET as courses } from '@/app/api/v1/courses/route'
import { GET as match } from '@/app/api/v1/match/[...slug]/route'
import { GET as openapi } from '@/app/api/v1/openapi.json/route'
import { COURSE_LIMITS } from '@/domain/courses'
import type { SeedResult } from '@/seed/index'
import { courseCatalogue, readCourseRecords } from '@/services/course-catalogue'
import { courseSearchPage } from '@/services/course-pages'
import { collegeToday, listProgrammeSections } from '@/services/courses'
import { VISITOR } from '@/services/read'
import { sitemapEntries } from '@/services/sitemap'

import { call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let token: string

/** This file's own semester, so that whatever the seed holds never counts in these answers. */
const SEMESTER = 'spring/2031'
const ids: Record<string, number> = {}
const categories: Record<string, number> = {}

type Item = {
  id: number
  registrationId: string
  title: string
  path: string
  programme: string
  datesInterval: string | null
  isHousing: boolean
  semesterId: string
}

const list = (query: string) => call(courses, `/api/v1/courses/?filters[semester]=${SEMESTER}${query}`)
const registrationIds = async (query: string) => ((await list(query)).body.items as Item[]).map((item) => item.registrationId)

const noon = (day: string) => `${day}T12:00:00.000Z`
/** The day `days` after `day` (YYYY-MM-DD). */
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Sections of each state, dated around the college's today (decision 0101), in a semester of their own. */
async function stateSections() {
  const today = await collegeToday()
  const semester = await payload.create({
    collection: 'semesters',
    data: { term: 'Summer', year: 2032 } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const ended = await payload.create({
    collection: 'semesters',
    data: { term: 'Spring', year: 2032, endDate: noon(plusDays(today, -1)) } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const meets = (from: number, to: number) => [{ startDate: noon(plusDays(today, from)), endDate: noon(plusDays(today, to)), days: ['mon'] }]
  const base = { courseNumber: 'ST-100', type: 'CE', semester: semester.id }
  await section({ ...base, title: 'State Open', registrationId: 'ST-open', slug: 'st-open', meetingSchedules: meets(-10, 30) })
  await section({ ...base, title: 'State Last Day Today', registrationId: 'ST-today', slug: 'st-today', meetingSchedules: meets(-30, 0) })
  await section({ ...base, title: 'State Ended Yesterday', registrationId: 'ST-ended', slug: 'st-ended', meetingSchedules: meets(-30, -1) })
  await section({
    ...base,
    title: 'State Waitlist',
    registrationId: 'ST-wait',
    slug: 'st-wait',
    meetingSchedules: meets(5, 30),
    registrationStatus: 'waitlist',
  })
  await section({
    ...base,
    title: 'State Closed',
    registrationId: 'ST-closed',
    slug: 'st-closed',
    meetingSchedules: meets(5, 30),
    registrationStatus: 'closed',
  })
  await section({
    ...base,
    title: 'State Cancelled',
    registrationId: 'ST-cancelled',
    slug: 'st-cancelled',
    meetingSchedules: meets(-30, -5),
    registrationStatus: 'cancelled',
  })
  // No meetings: its semester's last day decides.
  await section({ ...base, title: 'State Housing Over', registrationId: 'ST-housing', slug: 'st-housing', type: 'SummerHousing', semester: ended.id })
}

async function section(data: Record<string, unknown>, status: 'published' | 'draft' = 'published') {
  const doc = await payload.create({
    collection: 'course-sections',
    data: { cost: 300, fee: 0, registrationStatus: 'open', ...data, _status: status } as never,
    draft: status === 'draft',
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  ids[data.registrationId as string] = doc.id
  return doc
}

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  token = await staffToken(payload, seeded)
  const create = (collection: 'semesters' | 'course-categories', data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, overrideAccess: true, context: { disableRevalidate: true } })
  const spring = await create('semesters', { term: 'Spring', year: 2031 })
  const summer30 = await create('semesters', { term: 'Summer', year: 2030 })
  const fall30 = await create('semesters', { term: 'Fall', year: 2030 })
  const existingRoot = await payload.find({
    collection: 'course-categories',
    where: { slug: { equals: 'continuing-education' } },
    limit: 1,
    overrideAccess: true,
  })
  const root = existingRoot.docs[0] ?? (await create('course-categories', { title: 'Continuing Education', slug: 'continuing-education' }))
  categories.art = (await create('course-categories', { title: 'Test Arts', slug: 'test-arts', parent: root.id, showInNavigation: true, sortOrder: 99 })).id
  categories.ink = (await create('course-categories', { title: 'Test Ink', slug: 'test-ink', parent: categories.art })).id
  categories.clay = (await create('course-categories', { title: 'Test Clay', slug: 'test-clay', parent: categories.art })).id
  const building = (await payload.find({ collection: 'buildings', limit: 1, overrideAccess: true })).docs[0]!

  await section({
    title: 'Ink Drawing at Night',
    courseNumber: 'IT-DRW-100',
    registrationId: 'IT-1',
    slug: 'it-ink-drawing-at-night',
    type: 'CE',
    semester: spring.id,
    categories: [categories.ink],
    description: 'Brush and nib, from gesture to finished page.',
    instructors: [{ name: 'Odile Marchetti' }],
    meetingSchedules: [{ startDate: noon('2031-02-03'), endDate: noon('2031-03-10'), days: ['mon'], startTime: '18:30', endTime: '21:30' }],
    secLevel: 'CE',
    secCourseTypes: ['Studio'],
    building: building.id,
    cost: 450,
    fee: 35,
  })
  await section({
    title: 'Clay on Saturdays',
    courseNumber: 'IT-CER-200',
    registrationId: 'IT-2',
    slug: 'it-clay-on-saturdays',
    type: 'CE',
    semester: spring.id,
    categories: [categories.clay],
    keywords: 'ceramics wheel',
    instructors: [{ name: 'Bram Okafor' }],
    meetingSchedules: [{ startDate: noon('2031-04-05'), endDate: noon('2031-05-10'), days: ['sat'], startTime: '10:00', endTime: '13:00' }],
    secLevel: 'CE',
    secCourseTypes: ['Studio'],
  })
  await section({
    title: 'Animation Online',
    courseNumber: 'IT-ANI-300',
    registrationId: 'IT-3',
    slug: 'it-animation-online',
    type: 'Online',
    semester: spring.id,
    meetingSchedules: [{ startDate: noon('2031-01-20'), endDate: noon('2031-02-24'), days: ['tue'], startTime: '19:00', endTime: '21:00' }],
    secCourseTypes: ['Online'],
    registrationStatus: 'waitlist',
  })
  await section({
    title: 'Harbor Hall Summer Room',
    courseNumber: 'IT-HSG-400',
    registrationId: 'IT-4',
    slug: 'it-harbor-hall',
    type: 'SummerHousing',
    semester: spring.id,
    meetingSchedules: [{ startDate: noon('2031-06-01'), endDate: noon('2031-08-01'), days: [] }],
  })
  await section({
    title: 'Pre-College Portfolio',
    courseNumber: 'IT-PC-500',
    registrationId: 'IT-5',
    slug: 'it-pre-college-portfolio',
    type: 'PreCollege',
    semester: spring.id,
    secLocation: 'PC',
    isPreCollege: true,
    meetingSchedules: [{ startDate: noon('2031-03-01'), endDate: noon('2031-04-26'), days: ['sat'], startTime: '09:00', endTime: '15:00' }],
  })
  await section(
    { title: 'Unannounced Draft Section', courseNumber: 'IT-DRF-600', registrationId: 'IT-6', slug: 'it-draft', type: 'CE', semester: spring.id },
    'draft',
  )
  // Pre-college in two terms of 2030: only the later one is listed (spec §4).
  await section({
    title: 'Pre-College Summer 2030',
    courseNumber: 'IT-PC-701',
    registrationId: 'IT-7',
    slug: 'it-pc-summer-2030',
    type: 'PreCollege',
    semester: summer30.id,
    meetingSchedules: [{ startDate: noon('2099-07-01'), endDate: noon('2099-07-20'), days: ['mon'] }],
  })
  await section({
    title: 'Pre-College Fall 2030',
    courseNumber: 'IT-PC-702',
    registrationId: 'IT-8',
    slug: 'it-pc-fall-2030',
    type: 'PreCollege',
    semester: fall30.id,
    meetingSchedules: [{ startDate: noon('2099-09-01'), endDate: noon('2099-10-20'), days: ['sat'] }],
  })
  await stateSections()
})

describe('GET /api/v1/courses/ (spec §7)', () => {
  it('answers published sections in the list envelope, by title, 9999 a page by default', async () => {
    const { status, body } = await list('')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 5, currentPage: 1, nrOfPages: 1 })
    expect((body.items as Item[]).map((item) => item.title)).toEqual([
      'Animation Online',
      'Clay on Saturdays',
      'Harbor Hall Summer Room',
      'Ink Drawing at Night',
      'Pre-College Portfolio',
    ])
    const ink = (body.items as Item[]).find((item) => item.registrationId === 'IT-1')!
    expect(ink).toMatchObject({
      path: '/academics/continuing-education/courses/it-ink-drawing-at-night',
      programme: 'continuing-education',
      semesterId: SEMESTER,
      datesInterval: 'Feb 3 – Mar 10, 2031',
      cost: 450,
      fee: 35,
      secLevel: 'CE',
      isHousing: false,
      instructors: [{ name: 'Odile Marchetti', path: null }],
    })
  })

  // spec §7: limit 1 for the cart look-up, 100 for summer residency sorted startDate desc, otherwise 9999
  it('takes the limits and sorts the site sends', async () => {
    expect(COURSE_LIMITS).toEqual({ cartLookup: 1, summerResidency: 100, all: 9999 })
    const one = await call(courses, `/api/v1/courses/?filters[registrationId]=IT-2&limit=${COURSE_LIMITS.cartLookup}`)
    expect(one.body.items).toHaveLength(1)
    expect(one.body.items[0]).toMatchObject({ registrationId: 'IT-2', title: 'Clay on Saturdays', cost: 300, status: 'open' })
    expect(await registrationIds('&sortBy=startDate-DESC&limit=100')).toEqual(['IT-4', 'IT-2', 'IT-5', 'IT-1', 'IT-3'])
    expect(await registrationIds('&sortBy=title-DESC&limit=2')).toEqual(['IT-5', 'IT-1'])
  })

  it.each([
    ['&filters[registrationId][]=IT-1&filters[registrationId][]=IT-3', ['IT-3', 'IT-1']],
    ['&filters[type]=CE', ['IT-2', 'IT-1']],
    ['&filters[type][]=Online&filters[type][]=PreCollege', ['IT-3', 'IT-5']],
    ['&filters[isHousing]=true', ['IT-4']],
    ['&filters[isHousing]=false&filters[type]=SummerHousing', []],
    ['&filters[secLocation]=PC', ['IT-5']],
    ['&filters[secLevel]=CE', ['IT-2', 'IT-1']],
    ['&filters[secCourseTypes]=Online', ['IT-3']],
    ['&filters[title][like]=clay', ['IT-2']],
    ['&filters[keywords]=ceramics', ['IT-2']],
    ['&filters[keywords]=nib', ['IT-1']],
    ['&filters[keywords]=okafor', ['IT-2']],
    ['&filters[instructorName]=Marchetti', ['IT-1']],
    ['&filters[courseNumber]=IT-ANI', ['IT-3']],
    ['&filters[meetingSchedulesDateRange]=2031-03-05---2031-04-06', ['IT-2', 'IT-1', 'IT-5']],
    ['&filters[meetingSchedulesDateRange]=2031-05-11---2031-05-31', []],
    ['&filters[meetingSchedulesTimeRange]=18:00---22:00', ['IT-3', 'IT-1']],
    ['&filters[meetingSchedulesTimeRange]=08:00---14:00', ['IT-2']],
    ['&filters[published]=true&filters[semester]=spring/2031', ['IT-3', 'IT-2', 'IT-4', 'IT-1', 'IT-5']],
    ['&filters[days]=sat', ['IT-2', 'IT-5']],
    ['&filters[days][]=mon&filters[days][]=tue', ['IT-3', 'IT-1']],
    ['&filters[days]=tue,MON', ['IT-3', 'IT-1']],
  ])('filters by %s', async (query, expected) => {
    expect(await registrationIds(query)).toEqual(expected)
  })

  it('finds a category’s sections with its sub-categories’, and a building’s', async () => {
    expect(await registrationIds(`&filters[categories]=${categories.art}`)).toEqual(['IT-2', 'IT-1'])
    expect(await registrationIds(`&filters[categories]=${categories.ink}`)).toEqual(['IT-1'])
    const ink = await call(course, `/api/v1/courses/${ids['IT-1']}`, { params: { id: String(ids['IT-1']) } })
    expect(await registrationIds(`&filters[building]=${ink.body.building.id}`)).toEqual(['IT-1'])
    // Callers know buildings by code too.
    expect(ink.body.building.code).toBeTruthy()
    expect(await registrationIds(`&filters[building]=${ink.body.building.code}`)).toEqual(['IT-1'])
  })

  it.each([
    ['&filters[meetingSchedulesDateRange]=2031-04-06---2031-03-05', 'filters[meetingSchedulesDateRange]', /run backwards/],
    ['&filters[meetingSchedulesDateRange]=2031-03-05', 'filters[meetingSchedulesDateRange]', /three dashes/],
    ['&filters[meetingSchedulesTimeRange]=25:00---26:00', 'filters[meetingSchedulesTimeRange]', /24-hour/],
    ['&filters[type]=Pottery', 'filters[type]', /one or more of CE/],
    ['&filters[published]=false', 'filters[published]', /published/],
    ['&filters[nope]=1', 'filters', /nope/],
    ['&sortBy=price-ASC', 'sortBy', /title-ASC/],
    ['&limit=0', 'limit', /at least 1/],
    ['&filters[semester]=winter/2031', 'filters[semester]', /term\/year/],
    ['&filters[days]=funday', 'filters[days]', /funday/],
    ['&filters[ended]=maybe', 'filters[ended]', /true or false/],
    ['&filters[building]=the ink shop', 'filters[building]', /an id \(a whole number from 1 to \d+\) or a building code \(e\.g\. LUDL\)/],
  ])('answers 400 naming the parameter for %s', async (query, path, message) => {
    const { status, body } = await list(query)
    expect(status).toBe(400)
    expect(
      body.error.details.some((detail: { path: string; message: string }) => detail.path.startsWith(path) && message.test(`${detail.path} ${detail.message}`)),
    ).toBe(true)
  })

  it('never lists a draft to visitors; staff asking isPreview=true see it, visitors asking get 401', async () => {
    expect(await registrationIds('&limit=9999')).not.toContain('IT-6')
    expect((await list('&isPreview=true')).status).toBe(401)
    const preview = await call(courses, `/api/v1/courses/?filters[semester]=${SEMESTER}&isPreview=true`, { headers: { Authorization: `Bearer ${token}` } })
    expect(preview.status).toBe(200)
    expect((preview.body.items as Item[]).map((item) => item.registrationId)).toContain('IT-6')
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('a section’s state follows its dates (decision 0101)', () => {
  it('answers open, waitlist, closed, cancelled and ended as the college’s today has them', async () => {
    const states = Object.fromEntries(
      ((await call(courses, '/api/v1/courses/?filters[courseNumber]=ST-100')).body.items as (Item & { status: string })[]).map((item) => [
        item.registrationId,
        item.status,
      ]),
    )
    expect(states).toEqual({
      'ST-open': 'open',
      'ST-today': 'open',
      'ST-ended': 'ended',
      'ST-wait': 'waitlist',
      'ST-closed': 'closed',
      'ST-cancelled': 'cancelled',
      'ST-housing': 'ended',
    })
    const byEnded = async (ended: boolean) =>
      ((await call(courses, `/api/v1/courses/?filters[courseNumber]=ST-100&filters[ended]=${ended}`)).body.items as Item[]).map((item) => item.registrationId)
    expect(await byEnded(true)).toEqual(['ST-cancelled', 'ST-ended', 'ST-housing'])
    expect(await byEnded(false)).toEqual(['ST-closed', 'ST-today', 'ST-open', 'ST-wait'])
    const ended = await call(course, `/api/v1/courses/${ids['ST-ended']}`, { params: { id: String(ids['ST-ended']) } })
    expect(ended.body).toMatchObject({ status: 'ended', statusLabel: 'Ended' })
  })
})

describe('one course section (spec §7: courses/{id}, courses/preview/{id})', () => {
  it('answers a published section with its description; a draft is a 404 to visitors and a preview to staff', async () => {
    const published = await call(course, `/api/v1/courses/${ids['IT-1']}`, { params: { id: String(ids['IT-1']) } })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ title: 'Ink Drawing at Night', description: 'Brush and nib, from gesture to finished page.', published: true })
    const draft = String(ids['IT-6'])
    expect((await call(course, `/api/v1/courses/${draft}`, { params: { id: draft } })).status).toBe(404)
    expect((await call(coursePreview, `/api/v1/courses/preview/${draft}`, { params: { id: draft } })).status).toBe(401)
    const staff = await call(coursePreview, `/api/v1/courses/preview/${draft}`, { params: { id: draft }, headers: { Authorization: `Bearer ${token}` } })
    expect(staff.status).toBe(200)
    expect(staff.body).toMatchObject({ title: 'Unannounced Draft Section', published: false })
    expect((await call(course, '/api/v1/courses/abc', { params: { id: 'abc' } })).status).toBe(400)
  })

  it('is what lives at its address (spec §3: course sections, with its programme’s flag); a draft is nothing', async () => {
    const found = await call(match, '/api/v1/match/academics/continuing-education/courses/it-ink-drawing-at-night', {
      params: { slug: ['academics', 'continuing-education', 'courses', 'it-ink-drawing-at-night'] },
    })
    expect(found.body).toEqual({
      id: ids['IT-1'],
      type: 'course sections',
      title: 'Ink Drawing at Night',
      path: '/academics/continuing-education/courses/it-ink-drawing-at-night',
      isCE: true,
      isPreCollege: false,
      isDestinations: false,
      isSummerResidencyPrograms: false,
      isInternSummerHousing: false,
    })
    const housing = await call(match, '/api/v1/match/admissions/summer-housing/courses/it-harbor-hall', {
      params: { slug: ['admissions', 'summer-housing', 'courses', 'it-harbor-hall'] },
    })
    expect(housing.body).toMatchObject({ type: 'course sections', isInternSummerHousing: true, isCE: false })
    const draft = await call(match, '/api/v1/match/academics/continuing-education/courses/it-draft', {
      params: { slug: ['academics', 'continuing-education', 'courses', 'it-draft'] },
    })
    expect(draft.status).toBe(404)
    // A section under another programme's address is not there.
    const wrong = await call(match, '/api/v1/match/academics/pre-college/courses/it-ink-drawing-at-night', {
      params: { slug: ['academics', 'pre-college', 'courses', 'it-ink-drawing-at-night'] },
    })
    expect(wrong.status).toBe(404)
  })

  it('is in the sitemap when published, and not as a draft', async () => {
    const paths = (await sitemapEntries()).map((entry) => entry.path)
    expect(paths).toContain('/academics/continuing-education/courses/it-ink-drawing-at-night')
    expect(paths).toContain('/academics/continuing-education/courses')
    expect(paths.some((path) => path.endsWith('/it-draft'))).toBe(false)
  })

  // Decision 0163: the catalogue is read a page of sections at a time; no section is lost, repeated or moved by it.
  it('keeps in its catalogue every published section once, in the collection’s order, as one read of them all finds them', async () => {
    const { docs } = await payload.find({
      collection: 'course-sections',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
      sort: ['title', '-createdAt', 'id'],
      select: { title: true },
    })
    const { entries } = await courseCatalogue()
    expect(docs.length).toBeGreaterThan(50)
    expect(entries.map((entry) => entry.course.id)).toEqual(docs.map((doc) => doc.id))
    expect(entries.map((entry) => entry.course)).toEqual(await readCourseRecords(VISITOR, {}))
  })
})

describe('course categories (spec §7)', () => {
  it('answers the navigation group’s categories, the continuing-education tree and a category’s sub-categories', async () => {
    const navigation = await call(courseNavigationCategories, '/api/v1/courses/categories/ce-nav-group-categories')
    expect(navigation.status).toBe(200)
    expect((navigation.body.items as { slug: string }[]).map((category) => category.slug)).toContain('test-arts')
    const ce = await call(courseCeCategory, '/api/v1/courses/categories/ce')
    expect(ce.body.slug).toBe('continuing-education')
    expect((ce.body.children as { slug: string }[]).map((child) => child.slug)).toContain('test-arts')
    const art = await call(courseCategory, `/api/v1/courses/categories/${categories.art}`, { params: { id: String(categories.art) } })
    expect(art.body).toMatchObject({ title: 'Test Arts', showInNavigation: true })
    expect((art.body.courseSubCategories as { slug: string }[]).map((child) => child.slug)).toEqual(['test-clay', 'test-ink'])
    expect((await call(courseCategory, '/api/v1/courses/categories/999999', { params: { id: '999999' } })).status).toBe(404)
  })
})

describe('programme sections and the course search', () => {
  // spec §4: pre-college semesters: per year only the latest term is kept
  it('list a programme’s sections still to come, pre-college keeping each year’s latest term', async () => {
    const preCollege = await listProgrammeSections('pre-college', '2031-01-01')
    const titles = preCollege.groups.flatMap((group) => group.sections.map((section) => section.title))
    expect(titles).toContain('Pre-College Fall 2030')
    expect(titles).not.toContain('Pre-College Summer 2030')
    const housing = await listProgrammeSections('summer-housing', '2031-01-01')
    expect(housing.groups.flatMap((group) => group.sections.map((section) => section.registrationId))).toContain('IT-4')
  })

  it('reads the search from its address, groups results by category, and explains a field it cannot use', async () => {
    const view = await courseSearchPage('keywords=drawing&dates=2031-03-30---2031-01-01')
    expect(view?.problems.dates).toMatch(/backwards/)
    const found = await courseSearchPage(`categoryId=${categories.art}`)
    expect(found?.results?.groups.map((group) => group.title)).toEqual(['Test Clay', 'Test Ink'])
    expect(found?.meta.noIndex).toBe(true)
    const browse = await courseSearchPage('')
    expect(browse?.results).toBeNull()
    expect(browse?.categories.map((category) => category.title)).toContain('Test Arts')
    expect(await courseSearchPage('page=0')).toBeNull()
  })

  it('keeps only sections not yet ended unless past ones are asked for, and lists as starting soon only what starts from today, soonest first', async () => {
    const found = async (query: string) =>
      (await courseSearchPage(query))!.results!.groups.flatMap((group) => group.sections.map((section) => section.registrationId)).sort()
    expect(await found('courseNumber=ST-100')).toEqual(['ST-closed', 'ST-open', 'ST-today', 'ST-wait'])
    expect(await found('courseNumber=ST-100&past=1')).toEqual(['ST-cancelled', 'ST-closed', 'ST-ended', 'ST-open', 'ST-today', 'ST-wait'])
    expect(await found('courseNumber=ST-100&days=tue')).toEqual([])
    expect(await found(`semester=${SEMESTER}&days=sat`)).toEqual(['IT-2'])
    const today = await collegeToday()
    const soon = (await courseSearchPage(''))!.startingSoon.map((section) => section.startDate!)
    expect(soon.length).toBeGreaterThan(0)
    expect(soon.every((day) => day >= today)).toBe(true)
    expect(soon).toEqual([...soon].sort())
  })
})

describe('the contract', () => {
  it('publishes every course call in OpenAPI', async () => {
    const { body } = await call(openapi, '/api/v1/openapi.json')
    for (const path of [
      '/api/v1/courses',
      '/api/v1/courses/{id}',
      '/api/v1/courses/preview/{id}',
      '/api/v1/courses/categories/ce-nav-group-categories',
      '/api/v1/courses/categories/ce',
      '/api/v1/courses/categories/{id}',
    ]) {
      expect(body.paths[path], path).toBeDefined()
    }
  })
})
