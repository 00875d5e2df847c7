import { type Page, expect, test } from '@playwright/test'

// Issue 21 (fast for visitors, docs/decisions/0065): each template's largest paint loads at once
// with high priority, nothing moves the page once it is painted, and the two faces come preloaded.
// `npm run lighthouse` measures the same pages under Lighthouse's mobile throttling.

const TEMPLATES = [
  { name: 'home', path: '/', image: true },
  { name: 'calendar', path: '/events', image: true },
  { name: 'feature', path: '/features/a-sculptor-who-works-in-salt', image: true },
  { name: 'faculty index', path: '/faculty', image: false },
  { name: 'videos', path: '/videos', image: true },
  { name: 'course search', path: '/academics/continuing-education/courses', image: false },
  { name: 'form', path: '/form/sva-feedback', image: false },
]

/** What the browser reports once the page has loaded: its largest paint and the layout shifts without input. */
async function paintMetrics(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate(
    () =>
      new Promise<{ tag: string; loading: string | null; fetchPriority: string | null; shift: number }>((resolve) => {
        let largest: Element | null = null
        let shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) largest = (entry as PerformanceEntry & { element: Element | null }).element ?? largest
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries arrive in a task of their own; two frames later both observers have them all.
        setTimeout(() => {
          const element = largest as Element | null
          resolve({
            tag: element?.tagName.toLowerCase() ?? '',
            loading: element?.getAttribute('loading') ?? null,
            fetchPriority: element?.getAttribute('fetchpriority') ?? null,
            shift,
          })
        }, 500)
      }),
  )
}

test.describe('fast for visitors', () => {
  for (const template of TEMPLATES) {
    test(`the ${template.name} page (${template.path}) on a phone: its largest image loads first, nothing shifts`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      expect((await page.goto(template.path, { waitUntil: 'load' }))?.status()).toBe(200)
      const metrics = await paintMetrics(page)
      if (template.image) {
        expect(metrics.tag).toBe('img')
        expect(metrics.loading).not.toBe('lazy')
        expect(metrics.fetchPriority).toBe('high')
      }
      expect(metrics.shift).toBeLessThanOrEqual(0.02)
      // Both faces are asked for from the head, before the stylesheet names them.
      await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(2)
    })
  }

  test('the videos page asks for a phone-sized poster, not the 1920 px one', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/videos')
    const poster = page.locator('main img[fetchpriority="high"]').first()
    await expect(poster).toHaveAttribute('srcset', /w=384/)
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).not.toContain('w=1920')
  })
})
