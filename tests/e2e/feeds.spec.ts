import { type APIRequestContext } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'

import { expect, inParallel, linksOf, sitemapPaths, test } from './fixtures'

/**
 * Feeds: every iCalendar file the site links to (each event's "add to calendar" file,
 * the calendar feed of /events and of its filtered views) is read by ical.js, and both RSS feeds
 * by fast-xml-parser; what they hold is checked, not only that they parse.
 */

type ParsedEvent = { uid: string; summary: string; start: Date; end: Date; url: string | null }

/** The events of an iCalendar file, as ical.js reads them. */
function eventsOf(ics: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate?.toJSDate(),
      end: event.endDate?.toJSDate(),
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
    }
  })
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), events }
}

function expectWellFormed(event: ParsedEvent, where: string) {
  expect(event.uid, where).toBeTruthy()
  expect(event.summary?.trim(), `${where}: SUMMARY`).toBeTruthy()
  expect(event.start, `${where}: DTSTART`).toBeInstanceOf(Date)
  expect(event.end, `${where}: DTEND`).toBeInstanceOf(Date)
  expect(Number.isNaN(event.start.getTime()), `${where}: DTSTART`).toBe(false)
  expect(event.end.getTime(), `${where}: DTEND not before DTSTART`).toBeGreaterThanOrEqual(event.start.getTime())
}

/** The internal iCalendar links of the pages at `paths`. */
async function icsLinksOn(request: APIRequestContext, paths: string[]): Promise<Map<string, string>> {
  const links = new Map<string, string>()
  const queue = [...paths]
  await inParallel(
    () => queue.shift(),
    async (path) => {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      for (const href of linksOf(await response.text()))
        if (/^\/api\/v1\/events\/(\d+\/ics|calendar\.ics)(\?|$)/.test(href) && !links.has(href)) links.set(href, path)
    },
  )
  return links
}

test.describe('calendar files', () => {
  test('every event page’s calendar file holds that event, with its summary, start, end and address', async ({ request }) => {
    test.setTimeout(300_000)
    const eventPages = (await sitemapPaths(request)).filter((path) => path.startsWith('/events/'))
    const links = [...(await icsLinksOn(request, eventPages))].filter(([href]) => /\/\d+\/ics$/.test(href))
    // Every event to come offers its file (an event that is over offers none).
    const upcoming: { id: number }[] = (await (await request.get('/api/v1/events?limit=9999')).json()).items
    expect(upcoming.length).toBeGreaterThan(0)
    const offered = new Set(links.map(([href]) => Number(/\/(\d+)\/ics$/.exec(href)![1])))
    expect(upcoming.filter(({ id }) => !offered.has(id))).toEqual([])
    const queue = [...links]
    let parsed = 0
    await inParallel(
      () => queue.shift(),
      async ([href, page]) => {
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
        expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
        const { events } = eventsOf(await response.text())
        expect(events, href).toHaveLength(1)
        expectWellFormed(events[0]!, href)
        // The file's event is the page's: its address is the event's page (the page itself, or the exhibitor's event).
        expect(page.startsWith(new URL(events[0]!.url!).pathname), `${href} names ${events[0]!.url}, offered on ${page}`).toBe(true)
        parsed++
      },
    )
    console.log(`iCalendar: ${parsed} event files parsed`)
  })

  test('the calendar feed, whole and of each filtered view, holds only well-formed events to come', async ({ request }) => {
    test.setTimeout(180_000)
    const views = ['/events', ...(await sitemapPaths(request)).filter((path) => path.startsWith('/events?') && !path.includes('dates='))]
    const feeds = [...(await icsLinksOn(request, views)).keys()].filter((href) => href.includes('calendar.ics'))
    expect(feeds).toContain('/api/v1/events/calendar.ics')
    expect(feeds.length).toBeGreaterThan(1)
    let events = 0
    for (const feed of feeds) {
      const response = await request.get(feed)
      expect(response.status(), feed).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
      const calendar = eventsOf(await response.text())
      expect(calendar.name, feed).toBeTruthy()
      const uids = new Set<string>()
      for (const event of calendar.events) {
        expectWellFormed(event, `${feed} ${event.uid}`)
        expect(uids.has(event.uid), `${feed}: ${event.uid} once`).toBe(false)
        uids.add(event.uid)
        // Events still to come (or going on).
        expect(event.end.getTime(), `${feed} ${event.uid}`).toBeGreaterThan(Date.now() - 60_000)
      }
      events += calendar.events.length
    }
    const whole = eventsOf(await (await request.get('/api/v1/events/calendar.ics')).text())
    expect(whole.events.length).toBeGreaterThan(0)
    console.log(`iCalendar: ${feeds.length} calendar feeds parsed, ${events} events`)
  })
})

type RssItem = { title?: string; link?: string; guid?: string | { '#text': string }; pubDate?: string; description?: string }

test.describe('RSS feeds', () => {
  for (const { feed, list, itemPath } of [
    { feed: '/features/rss.xml', list: '/features', itemPath: /^\/features\/.+/ },
    { feed: '/press-releases/rss.xml', list: '/press-releases', itemPath: /^\/press-releases\/\d{4}\/[^/]+$/ },
  ]) {
    test(`${feed} is RSS 2.0 whose items have a title, a working link and a date`, async ({ request }) => {
      const response = await request.get(feed)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/)
      const xml = await response.text()
      expect(XMLValidator.validate(xml)).toBe(true)
      const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' || name === 'category' }).parse(xml)
      expect(rss['@version']).toBe('2.0')
      const channel = rss.channel
      expect(channel.title).toBeTruthy()
      expect(channel.description).toBeTruthy()
      expect(new URL(channel.link).pathname).toBe(list)
      const items = (channel.item ?? []) as RssItem[]
      expect(items.length).toBeGreaterThan(0)
      const dates = items.map((item) => Date.parse(item.pubDate ?? ''))
      for (const [index, item] of items.entries()) {
        expect(String(item.title ?? '').trim(), `item ${index}: title`).toBeTruthy()
        expect(Number.isNaN(dates[index]), `item ${index}: pubDate ${item.pubDate}`).toBe(false)
        const link = new URL(item.link!)
        expect(link.pathname, `item ${index}: link`).toMatch(itemPath)
        const guid = typeof item.guid === 'object' ? item.guid['#text'] : item.guid
        expect(guid, `item ${index}: guid`).toBeTruthy()
        expect((await request.get(link.pathname)).status(), `item ${index}: ${link.pathname}`).toBe(200)
      }
      // Newest first.
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      console.log(`RSS ${feed}: ${items.length} items parsed`)
    })
  }
})
