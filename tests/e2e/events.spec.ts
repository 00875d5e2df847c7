import { readFileSync } from 'node:fs'

import { type Page } from '@playwright/test'

import { accessibilityViolations, expect, signInAsAdministrator, test } from './fixtures'

// spec §2 (events routes, calendar filters, add to calendar), §4 (events filter and split,
// b-and-w), §9 (page size, pagination, exhibition statuses, date formats)

/** The cards of one of the calendar's lists. */
const cards = (page: Page, list: 'upcoming' | 'past') => page.locator(`section[data-list="${list}"] [data-event-type]`)

/** The lines of an iCalendar text, unfolded (RFC 5545 §3.1), as name → value of the first VEVENT. */
function parseIcs(text: string): { calendar: string[]; event: Record<string, string> } {
  expect(text.includes('\r\n')).toBe(true)
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
  const begin = lines.indexOf('BEGIN:VEVENT')
  const end = lines.indexOf('END:VEVENT')
  expect(begin).toBeGreaterThan(0)
  expect(end).toBeGreaterThan(begin)
  const event: Record<string, string> = {}
  for (const line of lines.slice(begin + 1, end)) {
    const colon = line.indexOf(':')
    event[line.slice(0, colon)] = line.slice(colon + 1)
  }
  return { calendar: lines, event }
}

test.describe('the events calendar', () => {
  test('shows the month ahead, and filters by type and by department through the page, with the back button', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
    await expect(cards(page, 'upcoming').first()).toBeVisible()
    await expect(page.locator('section[data-list="past"]')).toHaveCount(0)

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Talk' })
    await expect(page).toHaveURL(/\/events\?type=Talk$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events: Talk')
    await expect(cards(page, 'upcoming').first()).toBeVisible()
    for (const type of await cards(page, 'upcoming').evaluateAll((all) => all.map((card) => card.getAttribute('data-event-type')))) expect(type).toBe('Talk')
    // spec §4: a filter always includes expired events, in the past list
    await expect(cards(page, 'past').first()).toBeVisible()
    const talks = await cards(page, 'upcoming').allTextContents()

    await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Admissions Events' })
    await expect(page).toHaveURL(/\/events\?department=ADMISSIONS$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events: Admissions Events')
    // Setting a filter replaces the one before (spec §4).
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('')
    const types = await cards(page, 'upcoming').evaluateAll((all) => all.map((card) => card.getAttribute('data-event-type')))
    expect(types.length).toBeGreaterThan(0)
    expect(types.every((type) => type === 'InformationSession' || type === 'OpenHouse')).toBe(true)

    await page.goBack()
    await expect(page).toHaveURL(/\/events\?type=Talk$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events: Talk')
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Talk')
    expect(await cards(page, 'upcoming').allTextContents()).toEqual(talks)

    await page.getByRole('link', { name: 'Reset the filter' }).first().click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
  })

  test('the dates form shows whole days of the college’s time zone, and keeps them in its fields', async ({ page }) => {
    await page.goto('/events')
    const dates = page.getByRole('form', { name: 'Events between two days' })
    await dates.getByLabel('From').fill('2026-12-01')
    await dates.getByLabel('To').fill('2026-12-05')
    await dates.getByRole('button', { name: 'Show dates' }).click()
    // The seeded college is in America/New_York: 1 December from 05:00 UTC to the second before 6 December 05:00 UTC.
    await expect(page).toHaveURL(new RegExp(`/events\\?dates=${Date.UTC(2026, 11, 1, 5) / 1000}-${Date.UTC(2026, 11, 6, 5) / 1000 - 1}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Events:')
    await expect(dates.getByLabel('From')).toHaveValue('2026-12-01')
    await expect(dates.getByLabel('To')).toHaveValue('2026-12-05')
  })

  test('a past month puts every event of it in one list, and a long span pages its past list', async ({ page }) => {
    await page.goto('/events')
    const months = page.getByRole('navigation', { name: 'Browse by month' }).getByRole('link')
    await months.first().click()
    await expect(page).toHaveURL(/\/events\?dates=\d+-\d+$/)
    await expect(page.getByRole('heading', { name: 'Events', exact: true, level: 2 })).toBeVisible()
    await expect(page.locator('section[data-list="past"]')).toHaveCount(0)
    await expect(cards(page, 'upcoming').first()).toBeVisible()

    const from = Math.floor(Date.now() / 1000) - 16 * 365 * 86400
    await page.goto(`/events?dates=${from}-${from + 17 * 365 * 86400}`)
    const pages = page.getByRole('navigation', { name: 'Past events pages' })
    await expect(pages).toBeVisible()
    expect(await pages.getByRole('link', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(8) // spec §9: 8 links
    await expect(cards(page, 'past')).toHaveCount(50) // spec §9: page size 50
    const firstPage = await cards(page, 'past').first().textContent()
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/pastPage=2/)
    await expect(cards(page, 'past').first()).not.toHaveText(firstPage!)
  })

  test('answers a filter route that fails validation 404, and explains a bad filter query instead of failing', async ({ page }) => {
    // spec §8: a route that fails validation is a 404.
    expect((await page.goto('/events/search/colour/red'))?.status()).toBe(404)
    expect((await page.goto('/events/search/bogus/x'))?.status()).toBe(404)
    await page.goto('/events?type=Lecture')
    await expect(page.getByRole('heading', { name: 'We could not use that filter' })).toBeVisible()
    await expect(page.getByText('“Lecture” is not an event type.')).toBeVisible()
    await page.goto('/events?type=Talk&page=abc')
    await expect(page.getByText(/is not a page number/)).toBeVisible()
    await page.goto('/events/search/type/Talk')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events: Talk')
  })

  test('says so when nothing matches, with a way back', async ({ page }) => {
    await page.goto('/events?keywords=zzqxj-nothing-like-this')
    await expect(page.getByText('No upcoming events match “zzqxj-nothing-like-this”', { exact: false })).toBeVisible()
    await expect(page.getByText('No past events match “zzqxj-nothing-like-this”', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Reset the filter' }).first()).toBeVisible()
  })

  test('shows exhibitions on view, upcoming and past by year, and the five galleries', async ({ page }) => {
    await page.goto('/events?type=Exhibition')
    await expect(page.getByRole('heading', { name: 'On view', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Upcoming', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Past exhibitions', level: 2 })).toBeVisible()
    const years = await page.locator('details summary > span:first-child').allTextContents()
    expect(years.at(-1)).toBe('2010 and earlier') // spec §4
    expect(years.slice(0, -1).map(Number)).toEqual([...years.slice(0, -1).map(Number)].sort((a, b) => b - a))
    await expect(page.getByRole('region', { name: 'The galleries' }).getByRole('listitem')).toHaveCount(5) // spec §9
  })
})

test.describe('an event and its exhibitors', () => {
  test('an event page shows dates in the college time zone and adds to calendars; the .ics carries the right start', async ({ page, request }) => {
    const event = await (await request.get('/api/v1/match/events/visiting-artist-lecture-noor-haddad')).json()
    await page.goto('/events/visiting-artist-lecture-noor-haddad')
    await expect(page.locator('body')).toHaveClass(/\bb-and-w\b/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visiting Artist Lecture: Noor Haddad')
    // spec §9: 'dddd, MMMM D, YYYY' in the college's time zone
    const details = page.getByRole('complementary', { name: 'Event details' })
    await expect(details).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}/)
    await expect(details).toContainText('6:30 PM – 8 PM')
    await expect(page.getByRole('link', { name: /Outlook/ })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?/)
    await expect(page.getByRole('link', { name: /Google/ })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/)
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
    const jsonLd = structured.find((data) => data['@type'] === 'Event')
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: event.displayTitle, startDate: event.eventStart })

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Apple Calendar/ }).click()])
    expect(download.suggestedFilename()).toBe('visiting-artist-lecture-noor-haddad.ics')
    const { event: vevent } = parseIcs(readFileSync((await download.path())!, 'utf8'))
    const utc = new Date(event.eventStart)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    expect(vevent.DTSTART).toBe(utc)
    expect(vevent.SUMMARY).toBe('Visiting Artist Lecture: Noor Haddad')
    // The start is 6:30 PM in New York, whichever side of daylight saving it falls on.
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(new Date(event.eventStart))).toBe(
      '6:30 PM',
    )
  })

  test('an exhibition lists its exhibitors, and an exhibitor page shows in black and white', async ({ page, request }) => {
    const shows = await (await request.get('/api/v1/events?filters[calendarNowOnViewEvents]=true&limit=20')).json()
    const show = shows.items.find((item: { slug: string }) => item.slug.startsWith('senior-thesis-exhibition/'))
    await page.goto(show.path)
    const exhibitors = page.getByRole('region', { name: /Exhibitors/ }).getByRole('link')
    await expect(exhibitors).toHaveCount(8)
    await exhibitors.first().click()
    await expect(page).toHaveURL(new RegExp(`${show.path}/[a-z0-9-]+$`))
    await expect(page.getByText(`Exhibitor · ${show.displayTitle}`)).toBeVisible()
    await expect(page.locator('body')).toHaveClass(/\bb-and-w\b/)
    // b-and-w: the accent turns grey, so only the works carry colour
    const accent = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--accent').trim())
    expect(accent).toBe('#6b6b6b')
    await expect(page.getByRole('region', { name: 'Works' }).locator('figure')).toHaveCount(3)
    await page.goto('/events')
    await expect(page.locator('body')).not.toHaveClass(/\bb-and-w\b/)
  })

  test('an unknown event answers 404', async ({ page }) => {
    expect((await page.goto('/events/no-such-event'))?.status()).toBe(404)
    expect((await page.goto('/events/draft-unannounced-lecture'))?.status()).toBe(404)
  })
})

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/events', '/events/visiting-artist-lecture-noor-haddad']) {
      test(`${path} has no violations (${theme})`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.goto(path)
        await expect(page.locator('body')).toHaveClass(new RegExp(`${theme}-mode`))
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }
  }

  test('the calendar works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/events?type=Talk')
    await expect(cards(page, 'upcoming').first()).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('cache and previews', () => {
  test('pages come from the cache, and a publish is visible on the next request', async ({ request }) => {
    const token = await signInAsAdministrator(request)
    const event = await (await request.get('/api/v1/match/events/fall-open-house')).json()
    // Rendered once, then served from the cache.
    await request.get(event.path)
    const cached = await request.get(event.path)
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
    const stamp = Date.now()
    const search = `/api/v1/events?filters[title][like]=Renamed ${stamp}`
    const before = await (await request.get(search)).json()
    expect(before.total).toBe(0)

    const newTitle = `Fall Open House Renamed ${stamp}`
    const update = await request.patch(`/api/events/${event.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { title: newTitle, _status: 'published' },
    })
    expect(update.ok()).toBe(true)

    const page = await request.get(event.path)
    expect(await page.text()).toContain(newTitle)
    // The same API call, answered from the data cache before, now has it.
    const after = await (await request.get(search)).json()
    expect(after.items.map((item: { title: string }) => item.title)).toContain(newTitle)
    const calendar = await request.get('/events?type=OpenHouse')
    expect(await calendar.text()).toContain(newTitle)
  })

  test('staff preview an unpublished event in the empty layout; visitors are asked to sign in', async ({ page }) => {
    await page.goto('/preview/event/1')
    await expect(page.getByRole('link', { name: 'Sign in to the back office' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)

    const token = await signInAsAdministrator(page.request)
    const { docs } = await (
      await page.request.get('/api/events?where[slug][equals]=draft-unannounced-lecture&draft=true&depth=0', { headers: { Authorization: `JWT ${token}` } })
    ).json()
    await page.goto(`/preview/event/${docs[0].id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft: Unannounced Lecture')
    await expect(page.getByText('Not published: only staff see this preview.')).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)

    const show = await (await page.request.get('/api/v1/events?filters[calendarNowOnViewEvents]=true&limit=20')).json()
    const senior = show.items.find((item: { slug: string }) => item.slug.startsWith('senior-thesis-exhibition/'))
    await page.goto(`/preview/event/${senior.slug}/draft-exhibitor`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft Exhibitor')
    await expect(page.getByText('Not published: only staff see this preview.')).toBeVisible()
  })
})
