import { escape, foldLines } from 'ical-generator'
import { describe, expect, it } from 'vitest'

import { ADD_TO_CALENDAR_OPTIONS, addToCalendarLinks, googleCalendarUrl, outlookCalendarUrl } from './add-to-calendar'
import { buildCalendar } from './ics'

// The text rules of the library that writes the files (RFC 5545 §3.3.11 escaping, §3.1 folding).
const escapeText = (text: string) => escape(text, false)
const foldLine = foldLines

const zone = 'America/New_York'

/** Unfolds and splits a calendar into its content lines (RFC 5545 §3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean)

describe('iCalendar files (RFC 5545)', () => {
  const ics = buildCalendar({
    name: 'Foundry events',
    productId: 'Foundry School of Art & Design',
    timeZone: zone,
    now: new Date('2026-11-23T15:00:00Z'),
    events: [
      {
        uid: 'event-7@foundry.example',
        title: 'Talk: Color; form, and light',
        start: '2026-12-02T23:30:00Z',
        end: '2026-12-03T01:00:00Z',
        description: 'Line one\nLine two, with a comma',
        location: 'Fountain Gallery, 214 Delancey Street',
        url: 'https://foundry.example/events/color-form-light',
      },
      { uid: 'event-8@foundry.example', title: 'Senior Show', start: '2026-12-01T05:00:00Z', end: '2026-12-20T04:59:00Z', allDay: true },
    ],
  })

  it('uses CRLF line endings and keeps every line within 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })

  it('writes a calendar with its events, times in UTC', () => {
    const lines = contentLines(ics)
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Foundry School of Art & Design//Events//EN'])
    expect(lines).toContain('DTSTART:20261202T233000Z')
    expect(lines).toContain('DTEND:20261203T010000Z')
    expect(lines).toContain('DTSTAMP:20261123T150000Z')
    expect(lines).toContain('SUMMARY:Talk: Color\\; form\\, and light')
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with a comma')
    expect(lines).toContain('X-WR-TIMEZONE:America/New_York')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.at(-1)).toBe('END:VCALENDAR')
  })

  it('escapes the calendar name as TEXT: semicolons, commas, backslashes and line breaks (RFC 5545 §3.3.11)', () => {
    const named = buildCalendar({ name: 'Talks; walks, and \\ more\nX-INJECTED:1\r\nEND:VCALENDAR', productId: 'Foundry', timeZone: zone, events: [] })
    const lines = contentLines(named)
    expect(lines).toContain('NAME:Talks\\; walks\\, and \\\\ more\\nX-INJECTED:1\\nEND:VCALENDAR')
    expect(lines).toContain('X-WR-CALNAME:Talks\\; walks\\, and \\\\ more\\nX-INJECTED:1\\nEND:VCALENDAR')
    expect(lines.filter((line) => line.startsWith('X-INJECTED'))).toEqual([])
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1)
  })

  it('names each event by its UID, stamps it, and links it', () => {
    const lines = contentLines(ics)
    expect(lines).toContain('UID:event-7@foundry.example')
    expect(lines).toContain('UID:event-8@foundry.example')
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toHaveLength(2)
    expect(lines).toContain('URL;VALUE=URI:https://foundry.example/events/color-form-light')
    expect(lines).toContain('LOCATION:Fountain Gallery\\, 214 Delancey Street')
  })

  it('writes all-day events as dates in the college time zone, the end exclusive', () => {
    const lines = contentLines(ics)
    expect(lines).toContain('DTSTART;VALUE=DATE:20261201')
    expect(lines).toContain('DTEND;VALUE=DATE:20261220')
  })

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
    const long = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(long)
    expect(folded.split('\r\n ').join('')).toBe(long)
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })
})

describe('add to calendar (spec §2)', () => {
  const entry = { title: 'Open House', start: '2026-12-05T15:00:00Z', end: '2026-12-05T18:00:00Z', location: 'Main Building', description: 'Tours & talks' }

  it('offers Apple Calendar, Outlook and Google', () => {
    expect(ADD_TO_CALENDAR_OPTIONS).toEqual(['Apple Calendar', 'Outlook', 'Google'])
    const links = addToCalendarLinks(entry, zone, '/api/v1/events/7/ics')
    expect(links.map((link) => [link.label, link.kind])).toEqual([
      ['Apple Calendar', 'file'],
      ['Outlook', 'site'],
      ['Google', 'site'],
    ])
    expect(links[0]!.href).toBe('/api/v1/events/7/ics')
    expect(links[2]!.href).toBe(googleCalendarUrl(entry, zone))
  })

  it('fills a Google Calendar link with UTC times and the college zone', () => {
    const url = new URL(googleCalendarUrl(entry, zone))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Open House')
    expect(url.searchParams.get('dates')).toBe('20261205T150000Z/20261205T180000Z')
    expect(url.searchParams.get('ctz')).toBe(zone)
    expect(url.searchParams.get('details')).toBe('Tours & talks')
  })

  it('fills an Outlook link', () => {
    const url = new URL(outlookCalendarUrl(entry, zone))
    expect(url.hostname).toBe('outlook.live.com')
    expect(url.searchParams.get('subject')).toBe('Open House')
    expect(url.searchParams.get('startdt')).toBe('2026-12-05T15:00:00Z')
    expect(url.searchParams.get('enddt')).toBe('2026-12-05T18:00:00Z')
    expect(url.searchParams.get('allday')).toBe('false')
  })

  it('gives all-day events whole dates, the end exclusive', () => {
    const allDay = { ...entry, allDay: true, start: '2026-12-01T05:00:00Z', end: '2026-12-20T04:59:00Z' }
    expect(new URL(googleCalendarUrl(allDay, zone)).searchParams.get('dates')).toBe('20261201/20261220')
    const outlook = new URL(outlookCalendarUrl(allDay, zone))
    expect([outlook.searchParams.get('startdt'), outlook.searchParams.get('enddt'), outlook.searchParams.get('allday')]).toEqual([
      '2026-12-01',
      '2026-12-20',
      'true',
    ])
  })
})
