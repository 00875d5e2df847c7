import ical, { ICalCalendarMethod, escape } from 'ical-generator'

import { dayjs } from './dates'

/** iCalendar (RFC 5545) by ical-generator; times in UTC, so no VTIMEZONE; all-day events are dates in the college's zone. */
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

/** RFC 5545 §3.4: a calendar stream ends with CRLF; ical-generator stops right after END:VCALENDAR. */
const CRLF = '\r\n'

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
  return dayjs(value).tz(timeZone).add(1, 'day').format('YYYY-MM-DD')
}

/** A whole calendar of events, CRLF line endings, folded lines. */
export function buildCalendar(args: { name: string; productId: string; timeZone: string; events: IcsEvent[]; now?: Date }): string {
  const now = args.now ?? new Date()
  const calendar = ical({
    // The library writes the leading "-" of a PRODID and leaves the text as given.
    prodId: `//${escape(args.productId, false)}//Events//EN`,
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // The library writes NAME and X-WR-CALNAME as given: a TEXT value, escaped here (RFC 5545 §3.3.11), so that a
    // calendar name from the back office cannot end its line and write properties of its own.
    name: escape(args.name, false),
    x: [['X-WR-TIMEZONE', args.timeZone]],
  })
  for (const event of args.events) {
    const when = event.allDay
      ? // A date string is read as that very day: the college's day, not UTC's.
        { allDay: true, start: dayjs(event.start).tz(args.timeZone).format('YYYY-MM-DD'), end: dayAfter(event.end, args.timeZone) }
      : { start: new Date(event.start), end: new Date(event.end) }
    calendar.createEvent({
      id: event.uid,
      stamp: new Date(event.updatedAt ?? now),
      ...when,
      summary: event.title,
      description: event.description || null,
      location: event.location || null,
      url: event.url || null,
    })
  }
  return calendar.toString() + CRLF
}
