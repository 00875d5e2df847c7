/** `npm run screenshots [-- --sitemap]`: every template at 375 and 1440 px, light and dark, into `screenshots/` (DESIGN.md, "Review"). */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { type Page, chromium } from '@playwright/test'

import { ROOT } from './lib/env.mjs'
import { startSeededServer } from './lib/seeded-server'

/** One address per page template; each area adds its own. */
const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'not-found', path: '/no-such-page' },
  // Content pages: /colophon holds every block
  { name: 'page-every-block', path: '/colophon' },
  { name: 'page-visit-template', path: '/admissions/visit' },
  { name: 'page-three-levels', path: '/about/about-sva/working-at-sva' },
  { name: 'page-navigation-group', path: '/academics/undergraduate' },
  // Events
  { name: 'events-calendar', path: '/events' },
  { name: 'events-exhibitions', path: '/events?type=Exhibition' },
  { name: 'event', path: '/events/visiting-artist-lecture-noor-haddad' },
  // People, places and media
  { name: 'faculty', path: '/faculty' },
  { name: 'department', path: '/academics/undergraduate/illustration' },
  { name: 'videos', path: '/videos' },
  { name: 'contact-and-maps', path: '/contact-and-maps' },
  // Press and newsletters
  { name: 'press-releases', path: '/press-releases' },
  // The seed's newest release is dated this year.
  { name: 'press-release', path: `/press-releases/${new Date().getFullYear()}/announces-new-graduate-program-in-interaction-design-1` },
  { name: 'in-the-news', path: '/in-the-news' },
  { name: 'subscribe', path: '/subscribe?newsletter=sva-calendar' },
  // Stories: features and the blog
  { name: 'features', path: '/features' },
  { name: 'features-department', path: '/features/department/illustration' },
  { name: 'feature', path: '/features/a-sculptor-who-works-in-salt' },
  { name: 'blog-department', path: '/blog/illustration' },
]

const WIDTHS = [375, 1440] as const
const THEMES = ['light', 'dark'] as const

const { values } = parseArgs({ options: { sitemap: { type: 'boolean', default: false } } })
const port = Number(process.env.SCREENSHOTS_PORT ?? 3300)
const out = path.join(ROOT, 'screenshots')

/** The paths of the site map, when the site has one. */
async function sitemapPaths(base: string): Promise<string[]> {
  const response = await fetch(`${base}/sitemap.xml`)
  if (!response.ok) return []
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
}

/** Scrolls through the page so that lazy images load, then waits for every image to finish. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 }).catch(() => undefined)
}

const name = (pagePath: string) => pagePath.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home'

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const server = await startSeededServer({ name: 'screenshots', port })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
try {
  const pages = [...PAGES]
  if (values.sitemap) for (const pagePath of await sitemapPaths(server.base)) pages.push({ name: name(pagePath), path: pagePath })
  let count = 0
  for (const theme of THEMES) {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'selectedTheme', value: theme, url: server.base }])
    const page = await context.newPage()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const target of pages) {
        // 'load', not 'networkidle': a page may keep a carousel or a live region busy.
        await page.goto(`${server.base}${target.path}`, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        await loadLazyImages(page)
        await page.screenshot({ path: path.join(out, `${target.name}-${width}-${theme}.png`), fullPage: true })
        count++
      }
    }
    await context.close()
  }
  console.log(`${count} screenshots in ${path.relative(process.cwd(), out)}/`)
} finally {
  await browser.close()
  server.stop()
}
