import { type APIRequestContext, type Page } from '@playwright/test'

import { accessibilityViolations, clickUntilShown, expect, signInAsAdministrator, test } from './fixtures'

// spec §2 (the continuing-education course search and its query filters), §4 (course search:
// results cleared while fetching), §7 (courses), §9 (date formats)

const SEARCH = '/academics/continuing-education/courses'
const API = { 'X-Area': 'FO' }

type Category = { id: number; title: string; slug: string }
type Section = {
  id: number
  title: string
  path: string
  registrationId: string
  startDate: string | null
  endDate: string | null
  status: string
  categories: Category[]
}

async function navigationCategoryWithSections(request: APIRequestContext): Promise<Category> {
  const { items } = (await (await request.get('/api/v1/courses/categories/ce-nav-group-categories', { headers: API })).json()) as { items: Category[] }
  for (const category of items) {
    // The search lists only sections not yet ended (decision 0102).
    const found = await (await request.get(`/api/v1/courses/?filters[categories]=${category.id}&filters[ended]=false&limit=1`, { headers: API })).json()
    if (found.total > 0) return category
  }
  throw new Error('No navigation category has published sections')
}

async function someSection(request: APIRequestContext, query = ''): Promise<Section> {
  const { items } = (await (await request.get(`/api/v1/courses/?filters[type]=CE&limit=50${query}`, { headers: API })).json()) as { items: Section[] }
  const open = items.find((item) => item.status === 'open' && item.startDate)
  if (!open) throw new Error('No open continuing-education section')
  return open
}

const results = (page: Page) => page.locator('[data-course]')

test.describe('the course search', () => {
  test('searches by category through the form; the address holds it, and reload and back restore it', async ({ page, request }) => {
    const category = await navigationCategoryWithSections(request)
    await page.goto(SEARCH)
    await expect(page.getByRole('heading', { name: 'Browse by subject' })).toBeVisible()
    await page.getByLabel('Category').selectOption({ label: `All of ${category.title}` })
    await page.getByRole('button', { name: 'Search courses' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?categoryId=${category.id}$`))
    await expect(page.getByRole('heading', { name: /sections? match/ })).toBeVisible()
    const count = await results(page).count()
    expect(count).toBeGreaterThan(0)

    await page.reload()
    await expect(results(page)).toHaveCount(count)
    await expect(page.getByLabel('Category')).toHaveValue(String(category.id))

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${SEARCH}$`))
    await expect(page.getByRole('heading', { name: 'Browse by subject' })).toBeVisible()
    await page.goForward()
    await expect(results(page)).toHaveCount(count)
  })

  test('searches by dates, written from---to in the address, and says when nothing matches', async ({ page, request }) => {
    const section = await someSection(request)
    await page.goto(SEARCH)
    await page.getByLabel('First day').fill(section.startDate!)
    await page.getByLabel('Last day').fill(section.startDate!)
    await page.getByRole('button', { name: 'Search courses' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?dates=${section.startDate}---${section.startDate}$`))
    await expect(page.locator(`[data-course="${section.registrationId}"]`)).toBeVisible()

    await page.goto(`${SEARCH}?keywords=zzzz-nothing-at-all`)
    await expect(page.getByRole('heading', { name: 'No sections match' })).toBeVisible()
    await page.goto(`${SEARCH}?dates=2026-03-30---2026-01-01`)
    await expect(page.getByText(/The dates run backwards/)).toBeVisible()
  })

  test('works without JavaScript: the form sends the same fields and the server answers the same results', async ({ browser, request, baseURL }) => {
    const category = await navigationCategoryWithSections(request)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(SEARCH)
    // The form's fields as a page read without a script shows them: the island's copy streamed after is hidden (decision 0190).
    const form = page.getByRole('search', { name: 'Search the courses' })
    await form.getByLabel('Category').selectOption(String(category.id))
    await form.getByRole('button', { name: 'Search courses' }).click()
    // The form sends its empty fields and the halves of its ranges; the address it lands on is the spec's.
    await expect(page).toHaveURL(new RegExp(`\\?categoryId=${category.id}$`))
    const withoutScript = await results(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-course')))
    await context.close()
    const withScript = await browser.newPage({ baseURL })
    await withScript.goto(`${SEARCH}?categoryId=${category.id}`)
    expect(await results(withScript).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-course')))).toEqual(withoutScript)
    await withScript.close()
  })

  test('clears the earlier results while the next ones load (spec §4)', async ({ page, request }) => {
    const category = await navigationCategoryWithSections(request)
    await page.goto(`${SEARCH}?categoryId=${category.id}`)
    await expect(results(page).first()).toBeVisible()
    // Hold the next answer back, to see the page while it waits.
    await page.route(/_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByLabel('Keywords').fill('drawing')
    await page.getByRole('button', { name: 'Search courses' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible()
    await expect(results(page)).toHaveCount(0)
    await expect(page).toHaveURL(/keywords=drawing/)
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toHaveCount(0)
  })
})

test.describe('a course page', () => {
  test('shows the section’s dates, price and status, links from the search, and lives under its programme', async ({ page, request }) => {
    const section = await someSection(request)
    expect(section.path).toMatch(/^\/academics\/continuing-education\/courses\/[a-z0-9-]+$/)
    await page.goto(section.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title)
    await expect(page.getByText('Tuition')).toBeVisible()
    await expect(page.getByRole('button', { name: `Add to cart: ${section.title}` })).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    const course = [jsonLd, ...(jsonLd['@graph'] ?? [])].find((entry: { '@type'?: string }) => entry['@type'] === 'Course')
    expect(course).toMatchObject({ name: section.title, hasCourseInstance: { '@type': 'CourseInstance' } })
    const match = await (await request.get(`/api/v1/match${section.path}`, { headers: API })).json()
    expect(match).toMatchObject({ type: 'course sections', isCE: true })
  })

  test('adds the section to the cart once, after checking it, and the header counts it', async ({ page, request }) => {
    const section = await someSection(request)
    await page.goto(section.path)
    const button = page.getByRole('button', { name: `Add to cart: ${section.title}` })
    await clickUntilShown(button, page.getByText('Added to your selections.'))
    await button.click()
    await expect(page.getByText('Already in your selections.')).toBeVisible()
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'cart')!
    const items = JSON.parse(decodeURIComponent(cookie.value)) as { registrationId: string }[]
    expect(items.map((item) => item.registrationId)).toEqual([section.registrationId])
    // spec §9: the cart cookie lives one hour.
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(3500)
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(3600)
  })

  test('answers the trailing-slash course call of spec §7 as written', async ({ request }) => {
    const response = await request.get('/api/v1/courses/?limit=1', { headers: API, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect((await response.json()).items).toHaveLength(1)
  })
})

test.describe('accessibility of the course pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`the search, its results and a course page have no violations (${theme}, ${width} px)`, async ({ page, request, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.setViewportSize({ width, height: 900 })
        const category = await navigationCategoryWithSections(request)
        const section = await someSection(request)
        for (const path of [SEARCH, `${SEARCH}?categoryId=${category.id}`, section.path]) {
          await page.goto(path)
          expect(await accessibilityViolations(page), path).toEqual([])
        }
      })
    }
  }
})

// decision 0101: a section's state follows its dates, in the college's time zone
test.describe('a section’s state on the calendar', () => {
  test('a section that ended yesterday offers no Add to cart and leaves a cart that held it; a waitlisted one is named', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const staff = await playwright.request.newContext({ baseURL })
    await signInAsAdministrator(staff)
    // The seeded college's time zone (site config).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())
    const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString()
    const stamp = Date.now().toString(36)
    const create = async (name: string, status: string, from: number, to: number) => {
      const slug = `${name}-${stamp}`
      const title = `State ${name} ${stamp}`
      const answer = await staff.post('/api/course-sections', {
        data: {
          title,
          slug,
          registrationId: `${name}-${stamp}`.toUpperCase(),
          courseNumber: `CE-STATE-${stamp}`,
          type: 'CE',
          cost: 200,
          fee: 0,
          registrationStatus: status,
          meetingSchedules: [{ startDate: day(from), endDate: day(to), days: ['mon'], startTime: '18:00', endTime: '20:00' }],
          _status: 'published',
        },
      })
      expect(answer.status(), await answer.text()).toBe(201)
      return { title, registrationId: `${name}-${stamp}`.toUpperCase(), path: `/academics/continuing-education/courses/${slug}` }
    }
    const ended = await create('ended', 'open', -30, -1)
    const waitlisted = await create('waitlisted', 'waitlist', 10, 40)
    await staff.dispose()

    await page.goto(ended.path)
    await expect(page.getByText('This section has ended: it is no longer taking registrations.')).toBeVisible()
    await expect(page.getByRole('button', { name: `Add to cart: ${ended.title}` })).toHaveCount(0)
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('https://schema.org/Discontinued')

    // A cart kept from before its end: the check on open takes it out and Register Online never carries it.
    const kept = { title: ended.title, cost: 200, fee: 0, registrationId: ended.registrationId }
    await page.context().addCookies([{ name: 'cart', value: encodeURIComponent(JSON.stringify([kept])), url: baseURL! }])
    await page.goto(waitlisted.path)
    await expect(page.getByText('Waitlist: this section is full. Registering puts you on its waitlist.')).toBeVisible()
    await page.getByRole('button', { name: `Add to cart: ${waitlisted.title}` }).click()
    await expect(page.getByText('Added to your selections.')).toBeVisible()
    await page.locator('[data-cart-link]').click()
    const dialog = page.getByRole('dialog', { name: 'Your Selections' })
    await expect(dialog.getByText(`No longer offered, so taken out of your selections: ${ended.title}.`)).toBeVisible()
    await expect(dialog.locator('[data-cart-item]')).toHaveCount(1)
    await expect(dialog.locator(`[data-cart-item="${waitlisted.registrationId}"] [data-waitlist]`)).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Register Online' })).toHaveAttribute('href', new RegExp(`SectionIds=${waitlisted.registrationId}$`))
  })
})
