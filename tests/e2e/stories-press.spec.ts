import { type Page } from '@playwright/test'

import { accessibilityViolations, expect, staffLogins, test } from './fixtures'

type Release = { id: number; title: string; slug: string; path: string; year: number; summary: string | null }
type External = { id: number; outlet: string; title: string; link: string }

async function structuredData(page: Page, type: string): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type)
  if (!found) throw new Error(`No ${type} JSON-LD on ${page.url()}`)
  return found
}

test.describe('press releases', () => {
  test('the index shows the latest releases and links to every year; a year lists its releases', async ({ page, request }) => {
    const latest: Release[] = (await (await request.get('/api/v1/press-releases')).json()).items
    const response = await page.goto('/press-releases')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Press releases' })).toBeVisible()
    const list = page.getByTestId('press-release-list')
    await expect(list.getByRole('link').first()).toHaveText(latest[0]!.title)
    expect(await list.getByRole('link').count()).toBe(latest.length)

    const years = page.getByRole('navigation', { name: 'Press releases by year' })
    expect(await years.getByRole('link').count()).toBe(5)
    const older = years.getByRole('link').nth(1)
    const year = (await older.textContent())!.trim().slice(0, 4)
    await older.click()
    await expect(page).toHaveURL(new RegExp(`/press-releases/${year}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Press releases of ${year}` })).toBeVisible()
    const inYear: Release[] = (await (await request.get(`/api/v1/press-releases?filters[year]=${year}&limit=9999`)).json()).items
    expect(await page.getByTestId('press-release-list').getByRole('link').count()).toBe(inYear.length)
    await expect(page.getByRole('navigation', { name: 'Press releases by year' }).locator('[aria-current="page"]')).toContainText(year)
  })

  test('a release page shows the release with NewsArticle JSON-LD; bad years and pages are the 404 page', async ({ page, request }) => {
    const [release] = (await (await request.get('/api/v1/press-releases?limit=1')).json()).items as Release[]
    const response = await page.goto(release!.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(release!.title)
    await expect(page.getByRole('heading', { name: 'Press contact' })).toBeVisible()
    const article = await structuredData(page, 'NewsArticle')
    expect(article.headline).toBe(release!.title)
    expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    for (const path of [
      '/press-releases/abcd',
      '/press-releases/1999',
      '/press-releases/2024/page/0',
      '/press-releases/2024/page/99',
      `/press-releases/${release!.year}/no-such-release`,
      '/in-the-news/page/99',
      '/in-the-news/page/x',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404)
    }
  })

  test('the RSS feed lists 20 releases', async ({ request }) => {
    const response = await request.get('/press-releases/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    expect((await response.text()).match(/<item>/g)).toHaveLength(20)
  })

  test('the staff edit link /admin/press-release/edit/{id} leads to the back office', async ({ request }) => {
    const response = await request.get('/admin/press-release/edit/3', { maxRedirects: 0 })
    expect([307, 308]).toContain(response.status())
    expect(response.headers()['location']).toBe('/admin/collections/press-releases/3')
  })
})

test.describe('in the news', () => {
  test('lists external press newest first, each opening the outlet in a new tab, paginated in the path', async ({ page, request }) => {
    // spec §7, §9: ten a page, as the API's default limit.
    const first: External[] = (await (await request.get('/api/v1/external-press?limit=10')).json()).items
    expect((await page.goto('/in-the-news'))?.status()).toBe(200)
    const list = page.getByTestId('external-press-list')
    const links = list.getByRole('link')
    expect(await links.count()).toBe(10)
    await expect(links.first()).toHaveAttribute('href', first[0]!.link)
    await expect(links.first()).toHaveAttribute('target', '_blank')
    await expect(links.first()).toHaveAttribute('rel', /noopener/)
    await expect(list.getByText(first[0]!.outlet).first()).toBeVisible()

    await page.getByRole('navigation', { name: 'Pages of articles' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/in-the-news\/page\/2$/)
    const second: External[] = (await (await request.get('/api/v1/external-press?limit=10&page=2')).json()).items
    await expect(page.getByTestId('external-press-list').getByRole('link').first()).toHaveAttribute('href', second[0]!.link)
    expect(await page.getByTestId('external-press-list').getByRole('link').count()).toBe(second.length)
  })
})

test.describe('subscribe', () => {
  for (const [query, label] of [
    ['svanow', 'Now'],
    ['sva-calendar', 'Calendar'],
    ['continuing-education', 'Continuing Education'],
    ['unknown-list', 'Now'],
  ] as const) {
    test(`?newsletter=${query} chooses ${label}`, async ({ page }) => {
      expect((await page.goto(`/subscribe?newsletter=${query}`))?.status()).toBe(200)
      await expect(page.getByRole('radio', { name: new RegExp(`^${label}\\b`) })).toBeChecked()
      expect(await page.getByRole('radio').count()).toBe(3)
    })
  }

  test('the server renders the list the address names chosen, from the cache (no flash of another list)', async ({ request }) => {
    await request.get('/subscribe?newsletter=continuing-education')
    const response = await request.get('/subscribe?newsletter=continuing-education')
    expect(response.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await response.text()).toMatch(/<input[^>]*value="continuing-education"[^>]*checked=""|<input[^>]*checked=""[^>]*value="continuing-education"/)
  })

  test('a sign-up explains a bad address, then thanks', async ({ page }) => {
    await page.goto('/subscribe?newsletter=sva-calendar')
    await expect(page.getByRole('radio', { name: /^Calendar\b/ })).toBeChecked()
    await page.getByLabel('E-mail address').fill('not-an-address')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible()
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('E-mail address').fill(`e2e-${Date.now()}@example.edu`)
    await page.getByLabel(/First name/).fill('Robin')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByTestId('subscribe-thanks')).toContainText('Calendar')
  })
})

test.describe('accessibility (axe-core, WCAG 2.2 AA, both themes)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/press-releases', '/subscribe?newsletter=continuing-education', '/in-the-news', 'release']) {
      test(`${path} has no violations (${theme})`, async ({ page, context, baseURL, request }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        const target = path === 'release' ? ((await (await request.get('/api/v1/press-releases?limit=1')).json()).items[0] as Release).path : path
        await page.goto(target)
        await expect(page.locator('body')).toHaveClass(new RegExp(`${theme}-mode`))
        if (path.startsWith('/subscribe')) await expect(page.getByRole('radio', { name: /^Continuing Education\b/ })).toBeChecked()
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }
  }

  test('press and subscribe pages fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const path of ['/press-releases', '/in-the-news', '/subscribe']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('newsletter preview', () => {
  test('asks visitors to sign in and shows staff the e-mail', async ({ page }) => {
    expect((await page.goto('/preview/newsletter/1'))?.status()).toBe(401)
    await expect(page.getByRole('link', { name: 'Sign in to the back office' })).toBeVisible()
    const admin = staffLogins().find((login) => login.role === 'Administrator')!
    const login = await page.request.post('/api/users/login', { data: { email: admin.email, password: admin.password } })
    expect(login.ok()).toBe(true)
    const { docs } = await (await page.request.get('/api/newsletters?limit=1&depth=0')).json()
    const issue = docs[0] as { id: number; title: string }
    expect((await page.goto(`/preview/newsletter/${issue.id}`))?.status()).toBe(200)
    const frame = page.frameLocator(`iframe[title="E-mail preview of ${issue.title}"]`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(issue.title)
    await expect(frame.getByRole('heading', { name: 'Upcoming events' })).toBeVisible()
  })
})
