import { cronSecret, expect, signInAsAdministrator, test } from './fixtures'

// Content that follows the clock, on the production build with its page cache: the job clock's call (decision 0054) runs the
// clock-boundaries job (decision 0104) and the scheduled publishes (decision 0112) inside a request, so cached pages follow.

const RUN_PATH = '/api/payload-jobs/run?allQueues=true&silent=true'
const MINUTE = 60_000

test.describe.configure({ mode: 'serial' })

test('an alert past its window is gone from a page that was cached while it showed', async ({ playwright, baseURL }) => {
  // Its window closes within seconds; the clock-boundaries job is due at the next whole minute at the latest.
  test.setTimeout(2 * MINUTE)
  const staff = await playwright.request.newContext({ baseURL })
  const visitor = await playwright.request.newContext({ baseURL })
  await signInAsAdministrator(staff)
  const title = `Closing soon ${Date.now()}`
  const showUntil = Date.now() + 5_000
  const alert = await staff.post('/api/site-wide-alerts', {
    data: { title, message: 'Only for a few seconds.', published: true, showUntil: new Date(showUntil).toISOString() },
  })
  expect(alert.status(), await alert.text()).toBe(201)

  // The page is rendered with the alert and kept.
  const page = '/admissions'
  await expect.poll(async () => (await (await visitor.get(page)).text()).includes(title)).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, showUntil - Date.now()) + 500))
  // Past its window the kept page still shows it: only the clock's call changes that, with no publish.
  expect(await (await visitor.get(page)).text()).toContain(title)

  const clock = { headers: { Authorization: `Bearer ${cronSecret()}` } }
  await expect
    .poll(
      async () => {
        expect((await visitor.get(RUN_PATH, clock)).status()).toBe(200)
        return (await (await visitor.get(page)).text()).includes(title)
      },
      { intervals: [2_000], timeout: 75_000 },
    )
    .toBe(false)
  await staff.delete(`/api/site-wide-alerts/${(await alert.json()).doc.id}`)
  await staff.dispose()
  await visitor.dispose()
})

test('a page scheduled a minute ahead appears without a publish', async ({ playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL })
  const visitor = await playwright.request.newContext({ baseURL })
  await signInAsAdministrator(staff)
  const slug = `scheduled-open-house-${Date.now()}`
  const title = `Scheduled open house ${slug.slice(-6)}`
  const created = await staff.post('/api/pages?draft=true', { data: { title, slug, _status: 'draft' } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; path: string } }

  // Visitors get no such page; that answer is kept too.
  expect((await visitor.get(doc.path)).status()).toBe(404)

  // Scheduled as the back office's drawer does (here a few seconds ahead rather than a minute), by staff who may publish pages.
  const at = new Date(Date.now() + 3_000).toISOString()
  const scheduled = await staff.post('/api/payload-jobs/schedule-publish', { data: { type: 'publish', at, doc: { relationTo: 'pages', value: doc.id } } })
  expect(scheduled.status(), await scheduled.text()).toBe(201)

  // The job clock's call, once a minute on a running server, here every second: nobody publishes.
  const clock = { headers: { Authorization: `Bearer ${cronSecret()}` } }
  await expect
    .poll(
      async () => {
        expect((await visitor.get(RUN_PATH, clock)).status()).toBe(200)
        return (await visitor.get(doc.path)).status()
      },
      { intervals: [1_000], timeout: 30_000 },
    )
    .toBe(200)
  expect(await (await visitor.get(doc.path)).text()).toContain(title)

  // The audit log: the administrator scheduled it, and the job's run published it as them.
  const log = await staff.get(`/api/audit-logs?depth=0&sort=createdAt&where[entity][equals]=pages&where[documentId][equals]=${doc.id}`)
  const entries = ((await log.json()).docs as { action: string; note?: string }[]).map(({ action, note }) => ({ action, note }))
  // (Its creation is noted too, with the page tree's own save of it in the same instant.)
  expect(entries.map((entry) => entry.action)).toContain('create')
  expect(entries.slice(-2).map((entry) => entry.action)).toEqual(['schedule', 'publish'])
  expect(entries.at(-1)!.note).toMatch(/^publish scheduled for .* run at /)
  await staff.delete(`/api/pages/${doc.id}`)
  await staff.dispose()
  await visitor.dispose()
})

test('a calendar view is kept as long as an event page, and an event that ends leaves its upcoming list at the clock job', async ({ playwright, baseURL }) => {
  // Its end comes within seconds; the clock-boundaries job is due at the next whole minute at the latest (decisions 0104, 0160).
  test.setTimeout(2 * MINUTE)
  const staff = await playwright.request.newContext({ baseURL })
  const visitor = await playwright.request.newContext({ baseURL })
  await signInAsAdministrator(staff)
  const title = `Ending talk ${Date.now()}`
  const eventEnd = Date.now() + 8_000
  const created = await staff.post('/api/events', {
    data: {
      title,
      slug: `ending-talk-${Date.now()}`,
      eventType: 'Talk',
      eventStart: new Date(Date.now() - MINUTE).toISOString(),
      eventEnd: new Date(eventEnd).toISOString(),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const view = '/events?type=Talk'
  /** Which of the view's lists holds the event: its upcoming one, its past one, or none. */
  const listOf = async () => {
    const html = await (await visitor.get(view)).text()
    const [beforePast, past = ''] = html.split('data-list="past"')
    return beforePast!.split('data-list="upcoming"')[1]?.includes(title) ? 'upcoming' : past.includes(title) ? 'past' : 'none'
  }

  // Rendered while the talk is on, and kept as long as an event page: time changes it only at its boundaries (the job below).
  await expect.poll(listOf).toBe('upcoming')
  const eventPage = await visitor.get('/events/visiting-artist-lecture-noor-haddad')
  const lifetime = (cacheControl: string | undefined) => Number(/\bs-maxage=(\d+)/.exec(cacheControl ?? '')?.[1])
  expect(lifetime((await visitor.get(view)).headers()['cache-control'])).toBe(lifetime(eventPage.headers()['cache-control']))
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, eventEnd - Date.now()) + 500))
  // Past its end the kept page still lists it as upcoming: only the clock's call changes that, with no publish.
  expect(await listOf()).toBe('upcoming')

  const clock = { headers: { Authorization: `Bearer ${cronSecret()}` } }
  await expect
    .poll(
      async () => {
        expect((await visitor.get(RUN_PATH, clock)).status()).toBe(200)
        return listOf()
      },
      { intervals: [2_000], timeout: 75_000 },
    )
    .toBe('past')
  await staff.delete(`/api/events/${(await created.json()).doc.id}`)
  await staff.dispose()
  await visitor.dispose()
})
