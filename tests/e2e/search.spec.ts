import { type Page } from '@playwright/test'

import { accessibilityViolations, expect, signInAsAdministrator, test } from './fixtures'

// spec §2 (search results overlay; `search` mirrors the search box, and opens search on load),
// §3 (result shape), §4 (search active at 3 non-blank characters: page body and footer hidden),
// §5 (unchanged trimmed query does nothing), §7 (a new search cancels the one in flight),
// §8 (texts), §9 (500 ms debounce, 10 a page, paging by start index)

/** spec §9 (as src/domain/search.ts says; the browser tests do not load the app's modules). */
const SEARCH_DEBOUNCE_MS = 500
const SEARCH_PAGE_SIZE = 10
/** spec §8 */
const SEARCH_LOADING_TEXT = 'Searching...'
const SEARCH_EMPTY_TEXT = 'No results found'

/** The overlay's calls, with when the test saw each. */
function searchRequests(page: Page): { url: URL; at: number }[] {
  const seen: { url: URL; at: number }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/v1/search') seen.push({ url, at: Date.now() })
  })
  return seen
}

async function openSearch(page: Page) {
  const button = page.getByRole('button', { name: 'Search', exact: true })
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  // A press before the header has hydrated does nothing (it opens nothing, so it says nothing): press again until it opens.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(box).toBeFocused({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  return box
}

const overlay = (page: Page) => ({
  status: page.locator('#search-panel').getByRole('status'),
  results: page.getByRole('region', { name: 'Search results' }),
})

test.describe('search results overlay', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('two characters do nothing; the third hides page and footer and searches once the typing has stopped', async ({ page }) => {
    await page.goto('/')
    const requests = searchRequests(page)
    const box = await openSearch(page)
    const { status, results } = overlay(page)

    await box.pressSequentially('pa')
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 500)
    expect(requests).toHaveLength(0)
    await expect(page.locator('main')).toBeVisible()
    await expect(status).toHaveText('')

    const typedAt = Date.now()
    await box.press('i')
    await expect(page.locator('main')).toBeHidden()
    await expect(page.locator('footer')).toBeHidden()
    await expect(status).toHaveText(SEARCH_LOADING_TEXT)
    await expect(results.getByRole('link').first()).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.at - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS)
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ q: 'pai', start: '1' })
    await expect(page).toHaveURL(/\?search=pai$/)
  })

  test('fast typing sends one request, and an unchanged trimmed query none', async ({ page }) => {
    await page.goto('/')
    const requests = searchRequests(page)
    const box = await openSearch(page)
    const { status, results } = overlay(page)

    await box.pressSequentially('illustration', { delay: 60 })
    await expect(status).toHaveText(/^Results 1–\d+ of /)
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 300)
    expect(requests.map((request) => request.url.searchParams.get('q'))).toEqual(['illustration'])

    // A trailing space leaves the trimmed query as it was.
    await box.press('Space')
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 300)
    expect(requests).toHaveLength(1)
    await expect(results.getByRole('link').first()).toBeVisible()
  })

  test('pages by ten with Next and Previous', async ({ page }) => {
    await page.goto('/')
    const requests = searchRequests(page)
    const box = await openSearch(page)
    const { status, results } = overlay(page)
    await box.fill('painting')
    await expect(status).toHaveText(/^Results 1–10 of [\d,]+$/)
    const links = results.getByRole('link')
    await expect(links).toHaveCount(SEARCH_PAGE_SIZE)
    await expect(results.getByRole('button', { name: 'Previous results' })).toHaveCount(0)
    const firstPage = await links.allTextContents()

    await results.getByRole('button', { name: 'Next results' }).click()
    await expect(status).toHaveText(/^Results 11–\d+ of [\d,]+$/)
    expect(requests.at(-1)!.url.searchParams.get('start')).toBe('11')
    // The new page's first result takes focus (Previous has taken the place of the button).
    await expect(links.first()).toBeFocused()
    expect(await links.allTextContents()).not.toEqual(firstPage)

    await results.getByRole('button', { name: 'Previous results' }).click()
    await expect(status).toHaveText(/^Results 1–10 of [\d,]+$/)
    expect(requests.at(-1)!.url.searchParams.get('start')).toBe('1')
    expect(await links.allTextContents()).toEqual(firstPage)
  })

  // docs/decisions/0108: kinds of result, narrowed in the overlay and kept in the address.
  test('narrows to one kind and keeps it in the address', async ({ page }) => {
    await page.goto('/')
    const requests = searchRequests(page)
    const box = await openSearch(page)
    const { status, results } = overlay(page)
    await box.fill('drawing')
    await expect(status).toHaveText(/^Results 1–/)
    await page.getByRole('navigation', { name: 'Kinds of result' }).getByRole('button', { name: 'Course', exact: true }).click()
    await expect(page).toHaveURL(/[?&]search=drawing&searchKind=course$/)
    await expect.poll(() => requests.at(-1)?.url.searchParams.get('kind')).toBe('course')
    await expect(results.getByText('Course', { exact: true }).first()).toBeVisible()
    await expect(results.getByText('Event', { exact: true })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Kinds of result' }).getByRole('button', { name: 'Course', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('the arrow keys move through the results, Enter opens one, and Escape leaves search', async ({ page }) => {
    await page.goto('/')
    const box = await openSearch(page)
    const { results } = overlay(page)
    await box.fill('painting')
    const links = results.getByRole('link')
    await expect(links.first()).toBeVisible()

    await page.keyboard.press('ArrowDown')
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(box).toBeFocused()

    // Escape from a result leaves search: page and footer come back, focus goes to the Search button.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(box).toBeHidden()
    await expect(page.locator('main')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
    await expect(page).toHaveURL((url) => !url.searchParams.has('search'))

    await page.keyboard.press('Enter')
    await expect(box).toBeFocused()
    await box.fill('painting')
    await expect(links.nth(1)).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(1)).toBeFocused()
    const target = new URL((await links.nth(1).getAttribute('href'))!)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === target.pathname)
  })

  test('a page loaded with ?search= opens search with it; the address follows the box and Close restores the page', async ({ page }) => {
    await page.goto('/?ref=newsletter&search=illustration')
    const box = page.getByRole('searchbox', { name: 'Search the site' })
    const { results } = overlay(page)
    await expect(box).toHaveValue('illustration')
    await expect(results.getByRole('link').first()).toBeVisible()
    await expect(page.locator('main')).toBeHidden()

    await box.fill('painting')
    await expect(page).toHaveURL(/\/\?ref=newsletter&search=painting$/)
    await page.getByRole('button', { name: 'Close search' }).click()
    await expect(page.locator('main')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await expect(page).toHaveURL(/\/\?ref=newsletter$/)
  })

  test('says when nothing is found', async ({ page }) => {
    await page.goto('/')
    const box = await openSearch(page)
    const { status, results } = overlay(page)
    await box.fill('zzzzqqq')
    await expect(status).toHaveText(SEARCH_EMPTY_TEXT)
    await expect(results).toHaveCount(0)
  })

  test('a failed search ends loading with a message and logs the error', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route('**/api/v1/search?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Search is unavailable' }) }),
    )
    await page.goto('/')
    const box = await openSearch(page)
    const { status } = overlay(page)
    await box.fill('painting')
    await expect(status).toHaveText(/not available/)
    expect(errors.some((error) => error.includes('Search failed'))).toBe(true)
  })

  test('the answer of a search that a newer one replaced is ignored', async ({ page }) => {
    // The first search's answer comes late, after the second's.
    await page.route('**/api/v1/search?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== 'stale') return route.continue()
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const item = {
        title: 'Stale answer',
        link: 'http://localhost/stale',
        htmlTitle: 'Stale answer',
        formattedUrl: '',
        htmlFormattedUrl: '',
        snippet: '',
        htmlSnippet: '',
        pagemap: {},
      }
      const body = {
        items: [item],
        searchInformation: { totalResults: '1', formattedTotalResults: '1' },
        queries: { request: [{ searchTerms: 'stale', startIndex: 1, count: 1, totalResults: '1' }] },
      }
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) }).catch(() => undefined)
    })
    const stale = page.waitForRequest((request) => request.url().includes('q=stale'))
    await page.goto('/')
    const box = await openSearch(page)
    const { status, results } = overlay(page)
    await box.fill('stale')
    await stale
    await box.fill('painting')
    await expect(status).toHaveText(/^Results 1–10 of /)
    await page.waitForTimeout(2500)
    await expect(results.getByRole('link', { name: 'Stale answer' })).toHaveCount(0)
    await expect(status).toHaveText(/^Results 1–10 of /)
  })
})

test.describe('/search, for visitors without JavaScript', () => {
  test('the form, the results and their pages work without a script; a short query is explained', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/search')
    const form = page.locator('main form[role="search"]')
    await form.getByLabel('Search the site').fill('painting')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=painting$/)
    await expect(page.locator('main').getByRole('status')).toContainText('Results 1–10 of')
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('listitem')).toHaveCount(SEARCH_PAGE_SIZE)
    await page.getByRole('link', { name: 'Next results' }).click()
    await expect(page).toHaveURL(/\/search\?q=painting&start=11$/)
    await expect(page.locator('main').getByRole('status')).toContainText('Results 11–')
    await page.goto('/search?q=ab')
    await expect(page.locator('main').getByRole('status')).toHaveText('The search must have at least 3 characters.')
    await context.close()
  })

  test('the home page tells search engines how to search the site (WebSite, SearchAction)', async ({ page }) => {
    await page.goto('/')
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    const site = data.find((entry) => entry['@type'] === 'WebSite')
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' })
    expect(new URL(site.potentialAction.target.urlTemplate.replace('{search_term_string}', 'x')).pathname).toBe('/search')
  })
})

test.describe('accessibility of the search results, overlay and page', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`no violations with results open (${theme}, ${width} px)`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/?search=painting')
        await expect(overlay(page).status).toHaveText(/^Results 1–10 of /)
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}-mode\\b`))
        expect(await accessibilityViolations(page)).toEqual([])
        // The same results as a page of their own (/search).
        await page.goto('/search?q=painting')
        await expect(page.locator('main').getByRole('status')).toContainText('Results 1–10 of')
        expect(await accessibilityViolations(page), '/search').toEqual([])
      })
    }
  }
})

// docs/decisions/0132: the query report on the Search settings screen, for staff holding the SEO module.
test.describe('the search report in the back office', () => {
  test('shows a query that found nothing among the frequent ones and the empty ones, and nothing of who asked', async ({ page, request }) => {
    // Words under five letters of letters no word of the site begins with: never a near spelling, always nothing found.
    const query = `Zqxv ${Array.from({ length: 4 }, () => 'qxzj'[Math.floor(Math.random() * 4)]).join('')}`
    for (let n = 0; n < 2; n++)
      expect((await request.get(`/api/v1/search?${new URLSearchParams({ q: query })}`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status()).toBe(200)
    await signInAsAdministrator(page.request)
    await page.goto('/admin/globals/search-settings')
    const report = page.getByRole('region', { name: 'Search report' })
    const folded = query.toLowerCase()
    await expect(report.getByRole('region', { name: 'Queries with no result' }).getByRole('row', { name: `${folded} 2` })).toBeVisible()
    await expect(report.getByRole('region', { name: 'Most frequent queries' }).getByRole('row', { name: `${folded} 2` })).toBeVisible()
    await expect(report).not.toContainText('203.0.113.9')
  })
})
