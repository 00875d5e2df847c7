import { dayjs } from './dates'

/**
 * iCalendar (RFC 5545) for the "Apple Calendar" add-to-calendar option and the calendar feed.
 * Times are written in UTC (the `Z` form), which every calendar reads unambiguously and shows in
 * its owner's zone; all-day events are dates in the college's time zone.
 */
export type IcsEvent = {
  uid: string
  title: string
  start: string | Date
  end: string | Date
  allDay?: boolean
  description?: string | null
  location?: string | null
  url?: string | null
  updatedAt?: string | Date | null
}

const CRLF = '\r\n'
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text values. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 5545 §3.1: folds a content line at 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1 // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** A UTC date-time in the basic format: 20261202T233000Z. */
export function utcStamp(value: string | Date): string {
  return dayjs(value).utc().format('YYYYMMDD[T]HHmmss[Z]')
}

/** A calendar date in the time zone: 20261202. */
export function zoneDate(value: string | Date, timeZone: string): string {
  return dayjs(value).tz(timeZone).format('YYYYMMDD')
}

/** The day after the event's last day, in the zone: all-day DTEND is exclusive (RFC 5545 §3.6.1). */
function dayAfter(value: string | Date, timeZone: string): string {
  return dayjs(value).tz(timeZone).add(1, 'day').format('YYYYMMDD')
}

function eventLines(event: IcsEvent, timeZone: string, now: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.updatedAt ?? now)}`]
  if (event.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${zoneDate(event.start, timeZone)}`, `DTEND;VALUE=DATE:${dayAfter(event.end, timeZone)}`)
  } else {
    lines.push(`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`)
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.url) lines.push(`URL:${event.url}`)
  lines.push('END:VEVENT')
  return lines
}

/** A whole calendar of events, CRLF line endings, folded lines. */
export function buildCalendar(args: { name: string; productId: string; timeZone: string; events: IcsEvent[]; now?: Date }): string {
  const now = args.now ?? new Date()
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(args.productId)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(args.name)}`,
    `X-WR-TIMEZONE:${args.timeZone}`,
    ...args.events.flatMap((event) => eventLines(event, args.timeZone, now)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
