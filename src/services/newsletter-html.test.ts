import { describe, expect, it } from 'vitest'

import type { EventSummary } from './event-mappers'
import { NEWSLETTER_WIDTH, absoluteUrl, renderNewsletterHtml } from './newsletter-html'
import type { NewsletterIssue } from './newsletters'

const image = { url: '/api/media/file/study-1.jpg', alt: 'Abstract study no. 1', width: 1600, height: 900, focal: null, placeholder: null, credit: null }

function event(id: number, eventType: 'Exhibition' | 'Talk', title: string): EventSummary {
  return {
    id,
    type: 'event',
    eventType,
    eventTypeLabel: eventType,
    title,
    overriddenTitle: null,
    displayTitle: title,
    slug: `event-${id}`,
    path: `/events/event-${id}`,
    eventStart: '2026-11-24T18:30:00-05:00',
    eventEnd: '2026-11-24T20:00:00-05:00',
    allDay: eventType === 'Exhibition',
    isExpired: false,
    summary: null,
    image: id % 2 ? image : null,
    tags: [],
    locationTitles: ['Foundry Gallery'],
    locations: [],
    room: null,
    departmentsAndCategories: [],
    admission: null,
    registrationUrl: null,
    published: true,
    updatedAt: '2026-11-01T00:00:00.000Z',
  }
}

const issue: NewsletterIssue = {
  id: 7,
  title: 'Now: <November> & more',
  newsletterType: 'now',
  newsletterLabel: 'Now',
  issueDate: '2026-11-23T09:00:00-05:00',
  intro: 'Welcome "friends".\nSecond paragraph.',
  published: false,
  stories: [
    { id: 1, title: 'A studio visit', path: '/features/a-studio-visit', summary: 'Inside.', image },
    { id: 2, title: 'No picture', path: '/features/no-picture', summary: null, image: null },
  ],
  links: [{ title: 'Annual report', url: 'https://www.example.edu/annual-report', summary: 'Read it.' }],
  onView: [event(1, 'Exhibition', 'Senior Show')],
  upcoming: [event(3, 'Talk', 'Artist talk'), event(4, 'Talk', 'Panel')],
  upcomingFrom: '2026-11-24T00:00:00-05:00',
}

const site = { origin: 'https://www.foundry.example.edu', collegeName: 'Foundry School of Art & Design', timeZone: 'America/New_York', accentColor: '#c8102e' }

describe('renderNewsletterHtml (e-mail-safe HTML)', () => {
  const html = renderNewsletterHtml(issue, site)

  it('has no style sheet, no script and no class attribute', () => {
    expect(html).not.toMatch(/<style/i)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<link/i)
    expect(html).not.toMatch(/\sclass=/i)
  })

  it('lays out with tables of the usual e-mail width and inline styles', () => {
    expect(html.match(/<table/g)!.length).toBeGreaterThanOrEqual(3)
    expect(html).toContain(`width="${NEWSLETTER_WIDTH}"`)
    expect(html).toMatch(/<td style="[^"]+"/)
    expect(html).not.toMatch(/<(div|section|article|header|footer|nav)\b/i)
  })

  it('makes every link absolute', () => {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)
    expect(hrefs.length).toBeGreaterThan(5)
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/)
    expect(hrefs).toContain('https://www.foundry.example.edu/features/a-studio-visit')
    expect(hrefs).toContain('https://www.foundry.example.edu/events/event-3')
    expect(hrefs).toContain('https://www.foundry.example.edu/subscribe')
  })

  it('gives every image an absolute address, a width and a text alternative', () => {
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0])
    expect(images.length).toBe(3)
    for (const tag of images) {
      expect(tag).toMatch(/\ssrc="https:\/\/www\.foundry\.example\.edu\//)
      expect(tag).toMatch(/\swidth="\d+"/)
      expect(tag).toMatch(/\salt="[^"]+"/)
    }
  })

  it('escapes the content and shows every part of the issue', () => {
    expect(html).toContain('Now: &lt;November&gt; &amp; more')
    expect(html).toContain('Welcome &quot;friends&quot;.<br><br>Second paragraph.')
    for (const text of ['Stories', 'More to read', 'Exhibitions on view', 'Upcoming events', 'Senior Show', 'Artist talk', 'Panel', 'Annual report'])
      expect(html).toContain(text)
    expect(html.indexOf('Exhibitions on view')).toBeLessThan(html.indexOf('Upcoming events'))
  })

  it('leaves out empty sections', () => {
    const bare = renderNewsletterHtml({ ...issue, stories: [], links: [], onView: [], upcoming: [], intro: null }, site)
    expect(bare).not.toContain('Stories')
    expect(bare).not.toContain('Upcoming events')
  })
})

describe('absoluteUrl', () => {
  it('prefixes the origin to site paths and keeps absolute ones', () => {
    expect(absoluteUrl('/events/x', 'https://a.edu/')).toBe('https://a.edu/events/x')
    expect(absoluteUrl('events/x', 'https://a.edu')).toBe('https://a.edu/events/x')
    expect(absoluteUrl('https://b.org/y', 'https://a.edu')).toBe('https://b.org/y')
    expect(absoluteUrl('mailto:a@b.co', 'https://a.edu')).toBe('mailto:a@b.co')
  })
})
