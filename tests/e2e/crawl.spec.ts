import { type APIResponse } from '@playwright/test'

import { expect, inParallel, readSitemap, test } from './fixtures'

/**
 * Crawl and sitemap (decision 0072): the whole seeded site as a crawler without JavaScript sees it. From
 * `/` and every address of /sitemap.xml, the server's HTML is read and every internal link,
 * image (each `srcset` candidate: 1× and 2× alike) and canonical address is asked for; none may
 * answer an error. The sitemap then lists exactly the indexable pages, each once, at its
 * canonical address, with its last change.
 */

/** Lists are followed to their third page; later pages are built alike. */
const MAX_LIST_PAGE = 3
/** Requests at a time: enough to finish in a few minutes, little enough for a 2-core machine. */
const CONCURRENCY = 8
/** Bounds the crawl should pages grow links without end (a calendar's "next month", say): reaching it fails the test. */
const MAX_ADDRESSES = 20_000
/** Internal addresses the site links to although they answer 404, each with why that is meant. Empty: none is. */
const INTENDED_MISSING: Record<string, string> = {}
/** Areas whose HTML is not the public site's: their links are asked for, their pages not read. */
const NOT_CRAWLED = [/^\/admin(?:\/|$)/, /^\/api\//, /^\/preview\//, /^\/_next\//]

type Kind = 'page' | 'image'
type Tag = { name: string; attrs: Record<string, string> }
type Visit = { status: number; location?: string; contentType: string; noindex: boolean; canonical: string | null }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === '#' ? String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? whole),
  )

/** The start tags of the HTML that links and images live in, outside scripts, styles and comments. */
function tagsOf(html: string, names: readonly string[]): Tag[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
  const tags: Tag[] = []
  for (const [, name, body] of markup.matchAll(/<([a-z][a-z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    if (!names.includes(name!.toLowerCase())) continue
    const attrs: Record<string, string> = {}
    for (const [, attr, double, single, bare] of body!.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g))
      attrs[attr!.toLowerCase()] = decode(double ?? single ?? bare ?? '')
    tags.push({ name: name!.toLowerCase(), attrs })
  }
  return tags
}

/** A `srcset`'s addresses: every candidate, whatever its width or density descriptor. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(/,\s+|,(?=\/)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean)

const relOf = (tag: Tag) => (tag.attrs.rel ?? '').toLowerCase().split(/\s+/)

/** What one page of HTML points to: links, images, and the canonical address. */
function referencesOf(html: string): { links: string[]; images: string[]; canonical: string | null; noindex: boolean } {
  const links: string[] = []
  const images: string[] = []
  let canonical: string | null = null
  let noindex = false
  for (const tag of tagsOf(html, ['a', 'area', 'img', 'source', 'link', 'meta'])) {
    const { attrs } = tag
    if ((tag.name === 'a' || tag.name === 'area') && attrs.href !== undefined) links.push(attrs.href)
    if (tag.name === 'img' && attrs.src) images.push(attrs.src)
    if ((tag.name === 'img' || tag.name === 'source') && attrs.srcset) images.push(...srcsetUrls(attrs.srcset))
    if (tag.name === 'link') {
      const rel = relOf(tag)
      if (rel.includes('canonical') && attrs.href) canonical = attrs.href
      else if (rel.includes('preload') && attrs.as === 'image') images.push(...(attrs.href ? [attrs.href] : []), ...srcsetUrls(attrs.imagesrcset ?? ''))
      else if (rel.some((value) => ['icon', 'apple-touch-icon', 'alternate', 'manifest'].includes(value)) && attrs.href) links.push(attrs.href)
    }
    if (tag.name === 'meta') {
      if (['og:image', 'twitter:image'].includes(attrs.property ?? attrs.name ?? '') && attrs.content) images.push(attrs.content)
      if ((attrs.name ?? '').toLowerCase() === 'robots' && /noindex/i.test(attrs.content ?? '')) noindex = true
    }
  }
  return { links, images, canonical, noindex }
}

/** A list's page number in an address (`/page/4`, `?page=4`), or 1. */
function listPage(url: URL): number {
  const inPath = /\/page\/(\d+)\/?$/.exec(url.pathname)
  return Number(inPath?.[1] ?? url.searchParams.get('page') ?? 1)
}

test.describe('the whole site, as a crawler reads it', () => {
  test('no internal link, image or canonical address answers an error; the sitemap lists every indexable page once', async ({ request, baseURL }) => {
    test.setTimeout(600_000)
    const started = Date.now()
    const sitemap = await readSitemap(request)
    const internalOrigins = new Set([new URL(baseURL!).origin, sitemap.origin])
    /** An internal address as a path and query (fragment dropped), or null for another site's. */
    const internal = (href: string, base: string): string | null => {
      if (/^(mailto|tel|javascript|data|sms):/i.test(href.trim())) return null
      const url = new URL(href.trim(), base)
      if (!/^https?:$/.test(url.protocol) || !internalOrigins.has(url.origin)) return null
      return url.pathname + url.search
    }

    const visits = new Map<string, Visit>()
    const referrers = new Map<string, Set<string>>()
    const kinds = new Map<string, Kind>()
    const queue: string[] = []
    let skippedPages = 0

    const canonicals = new Set<string>()
    const note = (target: string, kind: Kind, from: string) => {
      if (!referrers.has(target)) referrers.set(target, new Set())
      const sources = referrers.get(target)!
      if (sources.size < 3) sources.add(from)
      if (kinds.has(target) || kinds.size >= MAX_ADDRESSES) return
      kinds.set(target, kind)
      queue.push(target)
    }
    const enqueuePage = (target: string, from: string) => {
      if (!kinds.has(target) && listPage(new URL(target, baseURL)) > MAX_LIST_PAGE && from !== 'sitemap.xml') {
        skippedPages++
        return
      }
      note(target, 'page', from)
    }

    note('/', 'page', 'start')
    for (const { loc } of sitemap.entries) enqueuePage(internal(loc, baseURL!)!, 'sitemap.xml')

    const visit = async (target: string) => {
      const kind = kinds.get(target)!
      let response: APIResponse
      try {
        response = await request.get(target, { maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 })
      } catch (error) {
        visits.set(target, { status: 0, contentType: String(error), noindex: false, canonical: null })
        return
      }
      const status = response.status()
      const headers = response.headers()
      const contentType = headers['content-type'] ?? ''
      const result: Visit = { status, contentType, noindex: /noindex/i.test(headers['x-robots-tag'] ?? ''), canonical: null }
      visits.set(target, result)
      if (status >= 300 && status < 400 && headers.location) {
        const location = internal(headers.location, new URL(target, baseURL).href)
        result.location = location ?? headers.location
        if (location) (kind === 'page' ? enqueuePage : (next: string, from: string) => note(next, kind, from))(location, target)
        return
      }
      if (kind !== 'page' || status !== 200 || !contentType.startsWith('text/html') || NOT_CRAWLED.some((area) => area.test(target))) {
        await response.dispose()
        return
      }
      const html = await response.text()
      const pageUrl = new URL(target, baseURL).href
      const found = referencesOf(html)
      result.noindex ||= found.noindex
      result.canonical = found.canonical === null ? null : (internal(found.canonical, pageUrl) ?? found.canonical)
      if (result.canonical?.startsWith('/')) {
        canonicals.add(result.canonical)
        enqueuePage(result.canonical, target)
      }
      for (const href of found.links) {
        const link = internal(href, pageUrl)
        if (link !== null) enqueuePage(link, target)
      }
      for (const src of found.images) {
        const image = internal(src, pageUrl)
        if (image !== null) note(image, 'image', target)
      }
    }
    await inParallel(() => queue.shift(), visit, CONCURRENCY)

    // Every internal address answers, images as images.
    const broken: string[] = []
    for (const [target, { status, contentType, location }] of visits) {
      const kind = kinds.get(target)!
      const wrong = status === 0 || status >= 400 || (kind === 'image' && status === 200 && !/^image\//.test(contentType))
      if (wrong && !(status === 404 && target in INTENDED_MISSING))
        broken.push(`${status} ${kind} ${target}${location ? ` → ${location}` : ''} (from ${[...referrers.get(target)!].join(', ')})`)
    }

    const pages = [...visits].filter(([target, visit]) => kinds.get(target) !== 'image' && visit.status === 200 && visit.contentType.startsWith('text/html'))
    const crawled = pages.filter(([target]) => !NOT_CRAWLED.some((area) => area.test(target)))
    const count = (kind: Kind) => [...kinds.values()].filter((value) => value === kind).length
    console.log(
      `crawl: ${crawled.length} pages read, ${count('page')} links (${canonicals.size} canonical) and ${count('image')} images checked, ` +
        `${skippedPages} list pages past page ${MAX_LIST_PAGE} skipped, ${broken.length} broken, ${Math.round((Date.now() - started) / 1000)} s`,
    )

    // The sitemap: each entry once, with its last change, a page that answers 200, is indexable and is its own canonical.
    const sitemapProblems: string[] = []
    const listed = new Map<string, number>()
    for (const { loc, lastmod } of sitemap.entries) {
      const path = internal(loc, baseURL!)!
      listed.set(path, (listed.get(path) ?? 0) + 1)
      if (!lastmod || Number.isNaN(Date.parse(lastmod))) sitemapProblems.push(`no lastmod: ${loc}`)
      const visit = visits.get(path)
      if (visit?.status !== 200) sitemapProblems.push(`answers ${visit?.status}${visit?.location ? ` → ${visit.location}` : ''}: ${loc}`)
      else if (visit.noindex) sitemapProblems.push(`noindex: ${loc}`)
      else if (visit.canonical !== path) sitemapProblems.push(`canonical is ${visit.canonical}: ${loc}`)
    }
    for (const [path, times] of listed) if (times > 1) sitemapProblems.push(`listed ${times} times: ${path}`)
    // Every indexable page the crawl found, its own canonical, is listed.
    for (const [path, visit] of crawled)
      if (!visit.noindex && (visit.canonical === null || visit.canonical === path) && !listed.has(path))
        sitemapProblems.push(
          `missing from the sitemap: ${path}${visit.canonical === null ? ' (no canonical)' : ''} (from ${[...referrers.get(path)!].join(', ')})`,
        )
    // Every listed page is reachable by following links in the server's HTML (the menus are links, not
    // JSON; a page lists its own pages; the filters of the calendar are linked from its events): each is
    // linked from another page, not only from the sitemap.
    const unlinked = [...listed.keys()].filter((path) => ![...referrers.get(path)!].some((from) => from !== 'sitemap.xml' && from !== path))
    console.log(`sitemap: ${sitemap.entries.length} entries, ${sitemapProblems.length} problems, ${unlinked.length} linked from no page`)

    expect(kinds.size, 'the crawl stays bounded').toBeLessThan(MAX_ADDRESSES)
    expect(broken, 'internal addresses that answer an error').toEqual([])
    expect(sitemapProblems, 'sitemap').toEqual([])
    expect(unlinked, 'listed pages that no page links to').toEqual([])
  })
})

/** A few templates in Chromium at 1× and 2× device pixel ratio: every image the browser asks for loads. */
test.describe('images at 1× and 2× device pixel ratio', () => {
  for (const deviceScaleFactor of [1, 2]) {
    test.describe(`at ${deviceScaleFactor}×`, () => {
      test.use({ deviceScaleFactor })

      test('home, faculty, an event and a feature load every image', async ({ page, request }) => {
        test.setTimeout(180_000)
        const { entries } = await readSitemap(request)
        const paths = entries.map(({ loc }) => new URL(loc).pathname)
        const event = paths.find((path) => /^\/events\/[^/]+$/.test(path) && !path.startsWith('/events/search'))!
        const feature = paths.find((path) => /^\/features\/.+/.test(path))!
        expect(event).toBeTruthy()
        expect(feature).toBeTruthy()
        const failed: string[] = []
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image' && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
        })
        // The browser drops a lazy image it no longer needs (net::ERR_ABORTED): not a broken image, so each is fetched again below.
        const aborted = new Set<string>()
        page.on('requestfailed', (request) => {
          if (request.resourceType() !== 'image') return
          const reason = request.failure()?.errorText
          if (reason === 'net::ERR_ABORTED') aborted.add(request.url())
          else failed.push(`${reason} ${request.url()}`)
        })
        for (const path of ['/', '/faculty', event, feature]) {
          await page.goto(path)
          // Lazy images load once near the viewport: scroll through the page, then wait for the network.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo(0, y)
              await new Promise((resolve) => setTimeout(resolve, 50))
            }
          })
          await page.waitForLoadState('networkidle')
          const unloaded = await page.evaluate(() =>
            [...document.images].filter((image) => image.complete && image.currentSrc && image.naturalWidth === 0).map((image) => image.currentSrc),
          )
          failed.push(...unloaded.map((src) => `not decoded on ${path}: ${src}`))
        }
        for (const url of aborted) {
          const response = await request.get(url, { headers: { Accept: 'image/avif,image/webp,image/*' } })
          const type = response.headers()['content-type'] ?? ''
          if (!response.ok() || !type.startsWith('image/')) failed.push(`${response.status()} ${type} (aborted by the browser, then asked again) ${url}`)
        }
        expect(failed).toEqual([])
      })
    })
  }
})
