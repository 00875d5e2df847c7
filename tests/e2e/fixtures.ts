import { readFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Locator, type Page, test as base, expect } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'

import { slotDir, slotPort } from './slots'

export { expect }

/** This worker's slot: its own server, folder and ports (tests/e2e/slots.ts). */
export const slot = (): number => base.info().parallelIndex

/** A test that provokes a refusal of the Content-Security-Policy on purpose says so with this annotation. */
export const EXPECTS_POLICY_REFUSAL = 'expects-csp-refusal'

/**
 * A page's scripts are added after its first paint (docs/decisions/0183), where before they held back its `load` event: `goto` and
 * `reload` of `page` go on once they have run, as they did then.
 */
function waitForScriptsOnLoad(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args)
      await page.waitForFunction(() => (self as { __scriptsAfterFirstPaint?: string }).__scriptsAfterFirstPaint !== 'waiting').catch(() => {})
      return response
    }) as never
  }
}

/**
 * Playwright's test, with this worker's own server as the base URL. Every page fails its test when the
 * Content-Security-Policy refuses anything on it (decision 0122: inline scripts only by the page's own hashes).
 */
export const test = base.extend<object, object>({
  // Every page of every context: the test's own `context` and `page` are made through `browser.newContext` too.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const context = await newContext(...args)
        context.on('page', waitForScriptsOnLoad)
        return context
      }
      await provide(browser)
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, provide) => provide(`http://localhost:${slotPort(slot())}`),
  page: async ({ page }, provide, testInfo) => {
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`)
    })
    await provide(page)
    if (!testInfo.annotations.some((annotation) => annotation.type === EXPECTS_POLICY_REFUSAL))
      expect(refused, 'refused by the Content-Security-Policy').toEqual([])
  },
})

/** A visitor address of its own (sent as X-Forwarded-For, which the server trusts from one proxy): limits per sender count only its requests. */
export const ownVisitorAddress = (): string => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

export type StaffLogin = { email: string; password: string; role: string }

/** The staff accounts this worker's server was seeded with (scripts/serve-e2e.mjs). */
export function staffLogins(): StaffLogin[] {
  return JSON.parse(readFileSync(path.join(slotDir(slot()), 'logins.json'), 'utf8')) as StaffLogin[]
}

/** Signs `request` in as the seeded administrator (its cookie stays on `request`); answers the token. */
export async function signInAsAdministrator(request: APIRequestContext): Promise<string> {
  const admin = staffLogins().find((login) => login.role === 'Administrator')!
  const response = await request.post('/api/users/login', { data: { email: admin.email, password: admin.password } })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

/** The bearer token this worker's server runs its scheduled jobs for (scripts/serve-e2e.mjs). */
export const cronSecret = (): string => readFileSync(path.join(slotDir(slot()), 'cron-secret'), 'utf8')

/** WCAG 2.2 A and AA violations on the page, as short lines that name rule and elements. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** spec (least fill time): people take at least this long over a form, as src/domain/forms.ts says (FORM_MIN_FILL_MS). */
const FORM_MIN_FILL_MS = 3000

/**
 * Waits until the form in `scope` was shown at least the least fill time ago (its signed stamp says when), as a person would.
 * With scripts, the form first asks for a stamp of the moment it is shown (a cached page carries an old one): that is waited for.
 */
export async function waitForFillTime(scope: Page | Locator, { scripts = true } = {}): Promise<void> {
  const stamp = scope.locator('input[name="shownAt"]').first()
  if (scripts) await expect(stamp.locator('xpath=ancestor::form[1]')).toHaveAttribute('data-stamped', 'true', { timeout: 20_000 })
  await expect
    .poll(async () => Date.now() - Number((await stamp.inputValue()).split('.')[0]), { timeout: FORM_MIN_FILL_MS + 5000, intervals: [250] })
    .toBeGreaterThanOrEqual(FORM_MIN_FILL_MS + 100)
}

/** The addresses /sitemap.xml lists (`loc`, absolute) with their `lastmod`, and the origin they are written on. */
export async function readSitemap(request: APIRequestContext): Promise<{ origin: string; entries: { loc: string; lastmod?: string }[] }> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = new XMLParser({ isArray: (name) => name === 'url' }).parse(await response.text())
  const entries = ((xml.urlset?.url ?? []) as { loc: string; lastmod?: string }[]).map(({ loc, lastmod }) => ({ loc: String(loc), lastmod }))
  expect(entries.length).toBeGreaterThan(0)
  return { origin: new URL(entries[0]!.loc).origin, entries }
}

/** The paths (and queries) of the sitemap's addresses. */
export const sitemapPaths = async (request: APIRequestContext): Promise<string[]> =>
  (await readSitemap(request)).entries.map(({ loc }) => {
    const url = new URL(loc)
    return url.pathname + url.search
  })

/**
 * Runs `work` on each item `next` hands out, `size` at a time, until it hands out none while
 * nothing runs (work may queue more items as it goes).
 */
export async function inParallel<T>(next: () => T | undefined, work: (item: T) => Promise<void>, size = 8): Promise<void> {
  const busy = new Set<Promise<void>>()
  for (;;) {
    let item = next()
    while (item === undefined && busy.size > 0) {
      await Promise.race(busy)
      item = next()
    }
    if (item === undefined) return
    const running: Promise<void> = work(item).finally(() => busy.delete(running))
    busy.add(running)
    if (busy.size >= size) await Promise.race(busy)
  }
}

/** The `href` of every link of an HTML page's markup (entities decoded), scripts left out. */
export function linksOf(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  return [...markup.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map(([, href]) => href!.replace(/&amp;/g, '&'))
}

/** A stand-in for the analytics tag, recording what the page sends in sessionStorage, so that it survives a navigation. */
export async function recordAnalytics(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    ;(window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) =>
      sessionStorage.setItem('sent', JSON.stringify([...JSON.parse(sessionStorage.getItem('sent') ?? '[]'), args]))
  })
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('sent'))) ?? '[]') as unknown[]
}

/**
 * Clicks `button` until `shown` is visible: a click can come before the button's code has (it may load lazily,
 * docs/decisions/0180), or while the header shrinks on scroll and the button moves. Once the button is gone, replaced by
 * what it opened, it is not clicked again.
 */
export const clickUntilShown = (button: Locator, shown: Locator): Promise<void> =>
  expect(async () => {
    if (await button.isVisible()) await button.click()
    await expect(shown).toBeVisible({ timeout: 3000 })
  }).toPass()
