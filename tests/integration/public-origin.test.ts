/** SERVER_URL is the origin of every absolute URL the site writes, whatever host the request names (docs/decisions/0047). */
import { type FunctionComponent, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const ORIGIN = 'https://www.example.edu'

const { HOSTILE_HEADERS } = vi.hoisted(() => {
  // Set before any module reads the environment, as at a production start.
  process.env.SERVER_URL = 'https://www.example.edu'
  /** Every header a request (or a proxy in front of the site) could name another host with. */
  const HOSTILE_HEADERS = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http', Forwarded: 'host=evil.example;proto=http' }
  return { HOSTILE_HEADERS }
})

// A page render that read its request's headers would see the same host.
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  headers: async () => new Headers(HOSTILE_HEADERS),
}))

import { GET as eventIcs } from '@/app/api/v1/events/[id]/ics/route'
import { GET as calendarFeed } from '@/app/api/v1/events/calendar.ics/route'
import { POST as newsletterSignup } from '@/app/api/v1/newsletter-signups/route'
import { GET as newsletterPreview } from '@/app/api/v1/newsletters/preview/[id]/route'
import { GET as featuresRss } from '@/app/features/rss.xml/route'
import { GET as pressRss } from '@/app/press-releases/rss.xml/route'
import robots from '@/app/robots'
import sitemap from '@/app/sitemap'
import { type Image, toImage } from '@/domain/media'
import { EventArticle } from '@/components/events/event-article'
import { PersonJsonLd } from '@/components/people/person-json-ld'
import { NewsArticleJsonLd } from '@/components/press/news-article-json-ld'
import { FeatureArticle } from '@/components/stories/feature-article'
import { VideoJsonLd } from '@/components/videos/video-json-ld'
import { publicOrigin, reloadEnv } from '@/env'
import { calendarFeedEvents } from '@/services/event-calendar'
import { findEventBySlug } from '@/services/events'
import { listFacultyProfiles, findFacultyProfileBySlug } from '@/services/faculty'
import { findFeatureBySlug, listFeatures } from '@/services/features'
import { defaultShareMetadata, pageMetadata } from '@/services/metadata'
import { findPressRelease, latestPressReleasesForFeed } from '@/services/press'
import { getSiteIdentity } from '@/services/site-config'
import { videosPage } from '@/services/video-pages'

import { type Handler, seededPayload, staffToken } from './harness'

/** A request whose address and host headers all name another site. */
const hostileRequest = (path: string, init: RequestInit = {}) =>
  new Request(`http://evil.example${path}`, { ...init, headers: { ...HOSTILE_HEADERS, ...(init.headers as Record<string, string>) } })

const callHandler = (handler: unknown, path: string, params: Record<string, string> = {}, init: RequestInit = {}) =>
  (handler as Handler)(hostileRequest(path, init), { params: Promise.resolve(params) })

/** Every absolute http(s) URL in a text, but namespace names (an XML namespace is not a link). */
const absoluteUrls = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((m) => m[0]).filter((url) => url !== 'http://www.w3.org/2005/Atom')

/** The schema.org objects of a page's JSON-LD scripts. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

/** The addresses JSON-LD gives of this site's own things (`url`, `@id`, `image`, `item`, `mainEntityOfPage`), not those elsewhere. */
function ownAddresses(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return ['url', '@id', 'image', 'item', 'mainEntityOfPage'].includes(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => ownAddresses(item, key))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'offers' || k === 'sameAs' ? [] : ownAddresses(v, k)))
  }
  return []
}

/** Server-renders a component as a page would (no JSX here: the integration project runs .ts files). */
const render = <P extends object>(component: FunctionComponent<P>, props: P) => renderToStaticMarkup(createElement(component, props))

function expectOnOrigin(urls: string[], where: string) {
  expect(urls.length, `${where} has absolute URLs`).toBeGreaterThan(0)
  for (const url of urls) expect(url.startsWith(`${ORIGIN}/`) || url === ORIGIN, `${where}: ${url}`).toBe(true)
}

let staff = ''
let newsletterId = 0
let image: Image | null = null
beforeAll(async () => {
  const { payload, seeded } = await seededPayload()
  staff = await staffToken(payload, seeded)
  newsletterId = (await payload.find({ collection: 'newsletters', overrideAccess: true, limit: 1, depth: 0 })).docs[0]!.id
  image = toImage((await payload.find({ collection: 'media', overrideAccess: true, limit: 1, where: { mimeType: { like: 'image/' } } })).docs[0])
})

describe('the public origin (SERVER_URL)', () => {
  it('is SERVER_URL', () => {
    expect(publicOrigin()).toBe(ORIGIN)
  })

  it('starts every address in sitemap.xml and robots.txt', async () => {
    const entries = await sitemap()
    expect(entries.length).toBeGreaterThan(10)
    expectOnOrigin(
      entries.map((entry) => entry.url),
      'sitemap.xml',
    )
    expect((await robots()).sitemap).toBe(`${ORIGIN}/sitemap.xml`)
  })

  it('starts every address in both RSS feeds', async () => {
    for (const [handler, path] of [
      [featuresRss, '/features/rss.xml'],
      [pressRss, '/press-releases/rss.xml'],
    ] as const) {
      const response = await callHandler(handler, path)
      expect(response.status).toBe(200)
      const xml = await response.text()
      expect(xml.match(/<item>/g)?.length, path).toBeGreaterThan(0)
      expectOnOrigin(absoluteUrls(xml), path)
    }
  })

  it('starts the URL of every event in the .ics feed and file, and names the host in each UID', async () => {
    const feed = await (await callHandler(calendarFeed, '/api/v1/events/calendar.ics')).text()
    const one = (await calendarFeedEvents(null))[0]!
    const file = await (await callHandler(eventIcs, `/api/v1/events/${one.id}/ics`, { id: String(one.id) })).text()
    for (const [ics, where] of [
      [feed, 'calendar.ics'],
      [file, `events/${one.id}/ics`],
    ] as const) {
      const lines = ics.replace(/\r\n /g, '').split('\r\n')
      const uids = lines.filter((line) => line.startsWith('UID:'))
      expect(uids.length, where).toBeGreaterThan(0)
      for (const uid of uids) expect(uid, where).toMatch(/^UID:event-\d+@www\.example\.edu$/)
      expect(lines.filter((line) => /^URL[;:]/.test(line))).toHaveLength(uids.length)
      expectOnOrigin(absoluteUrls(ics), where)
    }
  })

  it('makes canonical, Open Graph and image addresses absolute', async () => {
    expect(image).not.toBeNull()
    const metadata = await pageMetadata({ title: 'A page', path: '/about/about-sva/working-at-sva', image, type: 'article' })
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/about/about-sva/working-at-sva`)
    expect(metadata.openGraph?.url).toBe(`${ORIGIN}/about/about-sva/working-at-sva`)
    const images = [metadata.openGraph?.images ?? [], metadata.twitter?.images ?? []].flat() as { url: string }[]
    expect(images).toHaveLength(2)
    expectOnOrigin(
      images.map((entry) => entry.url),
      'og:image and twitter:image',
    )
  })

  it('names a share image on every page, with its size and alternative text: the page’s own, else the college’s 1200 by 630', async () => {
    const own = await pageMetadata({ title: 'A page', path: '/about', image })
    expect(own.openGraph?.images).toEqual([
      { url: new URL(image!.url, ORIGIN).toString(), alt: image!.alt || 'A page', width: image!.width, height: image!.height },
    ])
    const identity = await getSiteIdentity()
    const college = {
      url: `${ORIGIN}/share-image.png`,
      alt: identity.tagline ? `${identity.collegeName}: ${identity.tagline}` : identity.collegeName,
      width: 1200,
      height: 630,
    }
    expect((await pageMetadata({ title: 'Press', path: '/press-releases' })).openGraph?.images).toEqual([college])
    expect((await defaultShareMetadata()).openGraph?.images).toEqual([college])
    expect((await pageMetadata({ title: 'Press', path: '/press-releases' })).twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: college.url, alt: college.alt }],
    })
  })

  it('starts the addresses of JSON-LD: events, stories, press releases, people, videos and their breadcrumbs', async () => {
    const identity = await getSiteIdentity()
    const event = await findEventBySlug((await calendarFeedEvents(null))[0]!.slug)
    const feature = await findFeatureBySlug((await listFeatures({}, { page: 1, limit: 1 })).items[0]!.slug)
    const release = (await latestPressReleasesForFeed())[0]!
    const pressRelease = await findPressRelease(Number(release.date.slice(0, 4)), release.slug)
    const profile = await findFacultyProfileBySlug((await listFacultyProfiles({}, { page: 1, limit: 1 })).items[0]!.slug)
    const videos = await videosPage({})
    const video = videos?.kind === 'index' ? videos.shelves.flatMap((shelf) => shelf.latest).find((v) => v.path) : null
    expect([event, feature, pressRelease, profile, video].every(Boolean)).toBe(true)

    const pages = {
      event: render(EventArticle, { event: event!, identity }),
      // The body's blocks read on their own; the structured data does not depend on them.
      feature: render(FeatureArticle, { feature: { ...feature!, body: [] }, related: [], identity, body: null }),
      pressRelease: render(NewsArticleJsonLd, { release: pressRelease!, collegeName: identity.collegeName }),
      profile: render(PersonJsonLd, { profile: profile!, collegeName: identity.collegeName }),
      video: render(VideoJsonLd, { video: video!, collegeName: identity.collegeName }),
    }
    for (const [name, html] of Object.entries(pages)) {
      const data = jsonLd(html)
      expect(data.length, name).toBeGreaterThan(0)
      expectOnOrigin(
        data.flatMap((item) => ownAddresses(item)),
        `${name} JSON-LD`,
      )
    }
    // Breadcrumbs carry their trail as a BreadcrumbList.
    expect(jsonLd(pages.event).some((item) => (item as { '@type': string })['@type'] === 'BreadcrumbList')).toBe(true)
  })

  it('starts the links and images of a newsletter e-mail that lead to the site', async () => {
    const response = await callHandler(
      newsletterPreview,
      `/api/v1/newsletters/preview/${newsletterId}`,
      { id: String(newsletterId) },
      { headers: { Authorization: `Bearer ${staff}` } },
    )
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    const addresses = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!)
    expect(addresses).toContain(`${ORIGIN}/`)
    expect(addresses).toContain(`${ORIGIN}/subscribe`)
    expect(addresses.some((address) => address.startsWith(`${ORIGIN}/events/`))).toBe(true)
    // The extra links lead elsewhere by design; nothing leads to the request's host or a relative address.
    for (const address of addresses) expect(address, address).toMatch(/^https?:\/\/(?!evil\.example)/)
  })

  it('sends a form post back to the public origin', async () => {
    const post = (body: string) =>
      callHandler(
        newsletterSignup,
        '/api/v1/newsletter-signups',
        {},
        { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      )
    expect((await post('email=origin%40example.edu&list=svanow')).headers.get('location')).toBe(`${ORIGIN}/subscribe/thank-you`)
    expect((await post('email=nope&list=svanow')).headers.get('location')).toBe(`${ORIGIN}/subscribe?newsletter=svanow&invalid=email`)
  })
})

describe('without SERVER_URL', () => {
  beforeAll(() => {
    delete process.env.SERVER_URL
    reloadEnv()
  })
  afterAll(() => {
    process.env.SERVER_URL = ORIGIN
    reloadEnv()
  })

  it('is http://localhost:PORT, never the host the request names', async () => {
    const fallback = 'http://localhost:3000'
    expect(publicOrigin()).toBe(fallback)
    const addresses = [
      ...(await sitemap()).map((entry) => entry.url),
      (await robots()).sitemap as string,
      ...absoluteUrls(await (await callHandler(featuresRss, '/features/rss.xml')).text()),
      ...absoluteUrls(await (await callHandler(pressRss, '/press-releases/rss.xml')).text()),
      ...absoluteUrls(await (await callHandler(calendarFeed, '/api/v1/events/calendar.ics')).text()),
    ]
    expect(addresses.length).toBeGreaterThan(10)
    for (const address of addresses) expect(address.startsWith(`${fallback}/`), address).toBe(true)
  })
})
