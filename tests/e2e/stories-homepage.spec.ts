import { type Page } from '@playwright/test'

import { accessibilityViolations, expect, signInAsAdministrator, test } from './fixtures'

// spec §2 (homepage templates ThreeFeaturedStories and VideoAndTwoFeaturedStories, featured story
// kinds, the homepage sections), §7 (homepage/preview)

const SECTION_ORDER = ['featureFeed', 'stats', 'impact', 'carousel', 'landingStripSlideshow', 'featuredEventsSection', 'videoFeed', 'notableAlumni']

/** Requests to any other host than the site's own; they are answered with an error so that a test never waits on the internet. */
async function recordThirdParty(page: Page, baseURL: string): Promise<string[]> {
  const own = new URL(baseURL).host
  const requests: string[] = []
  await page.route(
    (url) => url.host !== own,
    (route) => {
      requests.push(route.request().url())
      return route.abort()
    },
  )
  return requests
}

const stories = (page: Page) => page.getByRole('region', { name: 'Featured stories' }).locator('article')

test.describe('the home page', () => {
  test('shows the published VideoAndTwoFeaturedStories template, then every section in order', async ({ page }) => {
    expect((await page.goto('/'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foundry School of Art & Design')
    await expect(page.locator('[data-template]')).toHaveAttribute('data-layout', 'VideoAndTwoFeaturedStories')
    await expect(stories(page)).toHaveCount(3)
    expect(await stories(page).evaluateAll((all) => all.map((article) => article.getAttribute('data-kind')))).toEqual(['Video', 'Story', 'Memoriam'])
    await expect(page.getByRole('heading', { level: 2, name: 'Eleanor Voss' })).toBeVisible()
    await expect(page.getByText('1938–2026')).toBeVisible()
    const blocks = await page.locator('main [data-block]').evaluateAll((all) => all.map((block) => block.getAttribute('data-block')))
    expect(blocks).toEqual(SECTION_ORDER)
    // The home-page alert still leads the page.
    await expect(page.getByRole('region', { name: 'Spring open studios' })).toBeVisible()
    // The draft's content is not public.
    await expect(page.getByText('Draft: spring issue')).toHaveCount(0)
  })

  test('the featured video loads nothing from its host until the visitor presses play', async ({ page, baseURL }) => {
    const thirdParty = await recordThirdParty(page, baseURL!)
    await page.goto('/')
    const video = stories(page).first()
    await expect(video).toHaveAttribute('data-kind', 'Video')
    await expect(video.locator('iframe')).toHaveCount(0)
    // The poster is the page's largest image: loaded at once, and preloaded from the head.
    const poster = video.locator('img').first()
    expect(await poster.getAttribute('loading')).not.toBe('lazy')
    const srcset = await poster.getAttribute('srcset')
    expect(await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')))).toContain(
      srcset,
    )
    await page.mouse.wheel(0, 4000)
    await page.waitForLoadState('networkidle')
    expect(thirdParty).toEqual([])
    await video.getByRole('button', { name: /^Play/ }).click()
    await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//)
  })

  test('the video feed links its cards to the videos’ pages, and the landing strip scrolls by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const feed = page.locator('[data-block="videoFeed"]')
    await expect(feed).toHaveAttribute('data-feed', 'OnlyVideos')
    const links = feed.getByRole('listitem').getByRole('link')
    await expect(links).toHaveCount(4)
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/videos\/[a-z0-9-]+\/[a-z0-9-]+$/)

    const strip = page.locator('[data-block="landingStripSlideshow"] ul')
    await strip.focus()
    await expect(strip).toBeFocused()
    const before = await strip.evaluate((element) => element.scrollLeft)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before)
  })

  test('shifts no layout while it loads', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBeLessThan(0.1)
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`has no WCAG 2.2 AA violations in the ${theme} theme at ${width} px`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/')
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}-mode\\b`))
        await page.mouse.wheel(0, 8000)
        await page.waitForLoadState('networkidle')
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }
  }
})

test.describe('the home page preview', () => {
  test('asks visitors to sign in', async ({ page }) => {
    await page.goto('/preview/homepage')
    await expect(page.getByRole('link', { name: 'Sign in to the back office' })).toBeVisible()
    await expect(page.locator('[data-template]')).toHaveCount(0)
  })

  test('shows staff the draft in the ThreeFeaturedStories template with its TikTok feed, loading nothing from TikTok', async ({ page, baseURL }) => {
    await signInAsAdministrator(page.request)
    const thirdParty = await recordThirdParty(page, baseURL!)
    await page.goto('/preview/homepage')
    await expect(page.getByText('Not published: only staff see this preview.')).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.locator('[data-template]')).toHaveAttribute('data-layout', 'ThreeFeaturedStories')
    expect(await stories(page).evaluateAll((all) => all.map((article) => article.getAttribute('data-kind')))).toEqual(['Story', 'UploadedContent', 'Story'])
    await expect(page.getByText('Draft: spring issue')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open studios: come and see the work' })).toHaveAttribute('href', '/events')

    const feed = page.locator('[data-block="videoFeed"]')
    await expect(feed).toHaveAttribute('data-feed', 'TikTok')
    const posts = feed.getByRole('listitem').getByRole('link')
    await expect(posts).toHaveCount(6)
    await expect(posts.first()).toHaveAttribute('target', '_blank')
    await expect(posts.first()).toHaveAttribute('href', /^https:\/\/www\.tiktok\.com\/@foundryart\/video\/\d+$/)
    await expect(feed.locator('iframe, script')).toHaveCount(0)
    await page.mouse.wheel(0, 8000)
    await page.waitForLoadState('networkidle')
    expect(thirdParty).toEqual([])
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('takes its date from the path or the query, and explains a bad one', async ({ page }) => {
    await signInAsAdministrator(page.request)
    await page.goto('/preview/homepage/1990-01-01')
    await expect(page.getByText(/The home page as on Monday, January 1, 1990/)).toBeVisible()
    // No story was written yet on that day.
    await expect(page.locator('[data-block="featureFeed"]')).toContainText('No stories yet.')
    await page.goto('/preview/homepage?date=1990-01-01')
    await expect(page.getByLabel('Show the home page as on')).toHaveValue('1990-01-01')
    await page.goto('/preview/homepage/2026-02-30')
    await expect(page.getByText('The date “2026-02-30” must be a date written YYYY-MM-DD')).toBeVisible()
  })
})
