import { readFileSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { type Page, type Response } from '@playwright/test'
import { documentWeight, overBudget } from '../../scripts/lib/document-weight'
import { ROOT } from '../../scripts/lib/env.mjs'
import { EMPTY_APP_FIRST_LOAD_JS, SITE_JS_BUDGET_BYTES, firstLoadScripts } from '../../scripts/lib/first-load-js'
import { PAGE_TEMPLATES } from '../../scripts/lib/templates'
import { DATES_FORM_MESSAGES } from '../../src/domain/calendar-dates'
import { expect, test } from './fixtures'

// Fast for visitors (docs/decisions/0065): each template's largest paint loads at once
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

/** Weighed with the templates though not one of them: the page of the college's maps and places (docs/decisions/0181). */
const ALSO_WEIGHED = [{ name: 'contact and maps', path: '/contact-and-maps' }]

/** Strings of the request form's, the carousel's and the cart button's code, kept by the minifier. */
const REQUEST_FORM_CODE = 'Please check these answers:'
const CAROUSEL_CODE = 'Pause the slides'
const CART_BUTTON_CODE = 'Checking the section…'
const COURSE_SEARCH_FIELDS_CODE = 'Meeting between'

/** A string of the video player's code, kept by the minifier: what its frame may do once a visitor plays it. */
const VIDEO_PLAYER_CODE = 'autoplay; fullscreen; picture-in-picture'

/** What reads the text of every script file `page` loads from now on (until `stop`), as one string. */
function scriptsLoadedFrom(page: Page): { loaded: () => Promise<string>; stop: () => void } {
  const bodies: Promise<string>[] = []
  const listen = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  }
  page.on('response', listen)
  return { loaded: async () => (await Promise.all(bodies)).join('\n'), stop: () => page.off('response', listen) }
}

/** The text of every script file `page` loads at `path`, once the network is idle. */
async function scriptsLoadedBy(page: Page, path: string): Promise<string> {
  const scripts = scriptsLoadedFrom(page)
  await page.goto(path, { waitUntil: 'networkidle' })
  scripts.stop()
  return scripts.loaded()
}

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

  // Bytes are what a slow phone parses twice (the HTML, then the inline payload that hydrates it): docs/decisions/0140, 0184.
  test('every template: its document within its byte budget, the inline payload at most half of it', async ({ request }) => {
    const faults: string[] = []
    for (const template of [...PAGE_TEMPLATES, ...ALSO_WEIGHED]) {
      const response = await request.get(template.path)
      expect(response.status(), template.path).toBe(200)
      const html = await response.text()
      // A lazily loaded component's stylesheet written by next/dynamic (rel="stylesheet" with as="style") is not valid HTML: docs/decisions/0180.
      for (const link of html.match(/<link[^>]*\bas="style"[^>]*>/g) ?? [])
        if (/\brel="stylesheet"/.test(link)) faults.push(`${template.name} (${template.path}): ${link}`)
      faults.push(...overBudget(documentWeight(html)).map((fault) => `${template.name} (${template.path}): ${fault}`))
      // Next's own 404 view, with its inline styles, in the router data of every page unless the app's root has its own: 0184.
      if (html.includes('next-error-h1')) faults.push(`${template.name} (${template.path}): carries Next's default 404 view`)
    }
    expect(faults).toEqual([])
  })

  // Every script counts that a phone downloads before the page works: docs/decisions/0074, 0180, 0182.
  test('every template: its first-load JavaScript within 10 KB gzip of an empty Next.js app of the same versions', async ({ request, baseURL }) => {
    const version = (name: string) => (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
    // The empty app's figure belongs to the versions it was measured with; another Next.js or React, another figure (npm run bench).
    expect({ next: version('next'), react: version('react') }).toEqual({ next: EMPTY_APP_FIRST_LOAD_JS.next, react: EMPTY_APP_FIRST_LOAD_JS.react })
    const faults: string[] = []
    for (const template of PAGE_TEMPLATES) {
      const response = await request.get(template.path)
      expect(response.status(), template.path).toBe(200)
      const scripts = await firstLoadScripts(baseURL!, await response.text())
      const added = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) - EMPTY_APP_FIRST_LOAD_JS.gzipBytes
      if (added > SITE_JS_BUDGET_BYTES) faults.push(`${template.name} (${template.path}): adds ${added} bytes, over ${SITE_JS_BUDGET_BYTES}`)
    }
    expect(faults).toEqual([])
  })

  // What a visitor sees comes first, then hydration: Lighthouse's LCP then waits for no script (docs/decisions/0183).
  test("a page's scripts are asked for once its first contentful paint is on screen, and then it works", async ({ page }) => {
    for (const path of ['/faculty', '/events/visiting-artist-lecture-noor-haddad']) {
      await page.goto(path)
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^?]+\.js/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }))
      expect(firstPaint, path).toBeGreaterThan(0)
      expect(scripts.length, path).toBeGreaterThan(5)
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint)
      const admissions = page.getByRole('button', { name: 'Admissions' }).first()
      await admissions.click()
      await expect(admissions).toHaveAttribute('aria-expanded', 'true')
    }
  })

  // The catch-all and feature pages can show any block; a block's client code comes only with a page that shows it (docs/decisions/0180).
  test('a page without a form, a carousel or a cart button loads none of their code', async ({ page }) => {
    // Strings of the request form, the carousel, the cart button and the video player, kept by the minifier.
    const blockCode = [REQUEST_FORM_CODE, CAROUSEL_CODE, CART_BUTTON_CODE, VIDEO_PLAYER_CODE]
    for (const path of ['/about/about-sva/facts-and-figures', '/features/a-sculptor-who-works-in-salt']) {
      const scripts = await scriptsLoadedBy(page, path)
      for (const marker of blockCode) expect(scripts.includes(marker), `${path} loads ${marker}`).toBe(false)
    }
  })

  // Islands: the request form's and the cart button's code comes when a visitor starts on one, the carousel's as it nears the
  // screen (docs/decisions/0189).
  test("an island's code comes when a visitor comes to it, not with the page", async ({ page }) => {
    const { loaded } = scriptsLoadedFrom(page)

    await page.goto('/form/sva-feedback', { waitUntil: 'networkidle' })
    expect(await loaded()).not.toContain(REQUEST_FORM_CODE)
    await page.getByLabel('First name').focus()
    await expect.poll(loaded).toContain(REQUEST_FORM_CODE)

    await page.goto('/', { waitUntil: 'networkidle' })
    expect(await loaded()).not.toContain(CAROUSEL_CODE)
    await page.locator('[data-block="carousel"]').scrollIntoViewIfNeeded()
    await expect.poll(loaded).toContain(CAROUSEL_CODE)

    // A cart button pressed before its code came is pressed again once it has.
    await page.goto('/academics/continuing-education/courses', { waitUntil: 'networkidle' })
    expect(await loaded()).not.toContain(CART_BUTTON_CODE)
    await page
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click()
    await expect(page.getByText(/Added to your selections\.|Already in your selections\./).first()).toBeVisible()
    expect(await loaded()).toContain(CART_BUTTON_CODE)
  })

  // The course search's fields are an island: a link that changes the search before their code came draws them again with it,
  // the navigation waiting for it, never leaving the form without its fields (docs/decisions/0190).
  test("the course search's fields: their code not with the page, and a link that changes the search never leaves the form empty", async ({ page }) => {
    const { loaded } = scriptsLoadedFrom(page)
    await page.goto('/academics/continuing-education/courses', { waitUntil: 'networkidle' })
    expect(await loaded()).not.toContain(COURSE_SEARCH_FIELDS_CODE)
    // Whether the page was ever without the form's fields, as the page is drawn again for the new address.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (!document.querySelector('form[role="search"] select')) document.documentElement.dataset.fieldsGone = 'yes'
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole('link', { name: /^Drawing and Painting/ }).click()
    await expect(page).toHaveURL(/categoryId=/)
    await expect(page.getByRole('heading', { name: /sections? match/ })).toBeVisible()
    await expect(page.getByLabel('Category')).toHaveValue(/^\d+$/)
    expect(await loaded()).toContain(COURSE_SEARCH_FIELDS_CODE)
    expect(await page.evaluate(() => document.documentElement.dataset.fieldsGone)).toBeUndefined()
  })

  // The dates form's time-zone rules load when a visitor applies dates (docs/decisions/0188; events.spec applies some).
  test("the calendar's scripts leave out the dates form's rules until a visitor applies dates", async ({ page }) => {
    expect(await scriptsLoadedBy(page, '/events')).not.toContain(DATES_FORM_MESSAGES.lastBeforeFirst)
  })

  // The browser's next/dynamic is React.lazy, the server's Next.js's own: a lazily loaded component a page shows is still asked for
  // by the page's HTML, so it comes with the page's scripts and counts in its first load (docs/decisions/0180, 0186). The pages
  // spec plays a video block.
  test("a page that shows a video asks for the player's code in its HTML", async ({ request, baseURL }) => {
    const scripts = await firstLoadScripts(baseURL!, await (await request.get('/academics')).text())
    const texts = await Promise.all(scripts.map(async (script) => (await request.get(script.path)).text()))
    expect(texts.some((text) => text.includes(VIDEO_PLAYER_CODE))).toBe(true)
  })

  // The hash-scroll script runs from the page's HTML; its text in the page's script files too was bytes for nothing: docs/decisions/0184.
  test("the hash-scroll script is in the page's HTML, and not in its script files", async ({ page, request }) => {
    const marker = "history.replaceState(history.state,'',u+h)"
    const path = '/about/about-sva/facts-and-figures'
    expect(await (await request.get(path)).text()).toContain(marker)
    expect(await scriptsLoadedBy(page, path)).not.toContain(marker)
  })

  // The footer and the navigation panels' links do nothing in the browser: drawn by the server, kept by hydration, their drawing
  // code not in every page's script (docs/decisions/0185).
  test("the footer's and the panels' drawing code is not in the page's script files", async ({ page, request }) => {
    const path = '/events/visiting-artist-lecture-noor-haddad'
    const html = await (await request.get(path)).text()
    expect(html).toContain('aria-label="Social media"')
    expect(html).toContain('data-close-panel')
    const scripts = await scriptsLoadedBy(page, path)
    // The footer's social links' label, the panel layout's rules (spec §9).
    for (const marker of ['Social media', 'shrinkSections']) expect(scripts, marker).not.toContain(marker)
    await page.getByRole('button', { name: 'Admissions' }).first().click()
    await expect(page.locator('[id^="panel-"]:visible').getByRole('link').first()).toBeVisible()
  })

  test('the videos page asks for a phone-sized poster, not the 1920 px one', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/videos')
    const poster = page.locator('main img[fetchpriority="high"]').first()
    await expect(poster).toHaveAttribute('srcset', /w=384/)
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).not.toContain('w=1920')
  })

  test('the page, its scripts and its style sheets come Brotli-compressed, the build files as compressed once at build', async ({ page, baseURL }) => {
    const responses: Response[] = []
    page.on('response', (response) => {
      if (['document', 'script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response)
    })
    await page.goto('/', { waitUntil: 'load' })
    const answers = await Promise.all(
      responses.map(async (response) => ({
        path: new URL(response.url()).pathname,
        encoding: (await response.allHeaders())['content-encoding'],
        size: (await response.body()).length,
      })),
    )
    // Under a kilobyte a file is sent as it is: compressing it saves less than its headers cost.
    const compressible = answers.filter((answer) => answer.size >= 1024)
    expect(compressible.length).toBeGreaterThan(5)
    for (const answer of compressible) expect(answer.encoding, answer.path).toBe('br')
    // A script as sent, byte for byte the file the build wrote, with the headers Next.js gives its files.
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(new URL(script!, baseURL), { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
        }).on('error', reject)
      })
    const [compressed, plain] = [await fetchRaw('br'), await fetchRaw('')]
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true)
    for (const answer of [compressed, plain]) {
      expect(answer.headers['cache-control']).toContain('immutable')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
  })
})
