import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

/** spec §9: the site's date formats (dayjs tokens). */
export const DATE_FORMATS = {
  /** 'Monday, March 2, 2026': detail pages. */
  long: 'dddd, MMMM D, YYYY',
  /** 'Mon. Mar. 2': lists and cards. */
  short: 'ddd. MMM. D',
  /** 'Mar 2': compact ranges and badges. */
  monthDay: 'MMM D',
} as const
export type DateFormat = keyof typeof DATE_FORMATS

/** The time of day as a college writes it: '6:30 PM', '10 AM'. */
const TIME_FORMAT = 'h:mm A'

/** The college's time zone when site config names none. */
export const DEFAULT_TIME_ZONE = 'America/New_York'

export type DateInput = string | number | Date

/** One formatter per time zone, made once: each is a few hundred bytes; a site names one zone, the tests a few (docs/caching.md). */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>()

/** The time zone's offset from UTC at an instant, in minutes (-300 for New York in winter). */
function offsetMinutes(instant: number, timeZone: string): number {
  let formatter = zoneFormatters.get(timeZone)
  if (!formatter) {
    const numeric = 'numeric' as const
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    })
    zoneFormatters.set(timeZone, formatter)
  }
  const fields: Record<string, number> = {}
  for (const { type, value } of formatter.formatToParts(instant)) fields[type] = Number(value)
  const wall = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!)
  return Math.round((wall - (instant - (((instant % 1000) + 1000) % 1000))) / 60_000)
}

/**
 * An instant as its wall clock reads in the time zone, for formatting: what `dayjs(value).tz(timeZone)` gives, without the
 * plugin's new formatter and string parse per call, which were most of an event list's render (decision 0175).
 */
function zoned(value: DateInput, timeZone: string): dayjs.Dayjs {
  const instant = dayjs(value)
  if (!instant.isValid()) return instant
  return instant.utcOffset(offsetMinutes(instant.valueOf(), timeZone))
}

/** A date shown in the college's time zone, in one of the spec's formats. */
export function formatDate(value: DateInput, format: DateFormat, timeZone = DEFAULT_TIME_ZONE): string {
  return zoned(value, timeZone).format(DATE_FORMATS[format])
}

/** A time of day in the college's time zone; whole hours drop their minutes ('10 AM'). */
export function formatTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  return zoned(value, timeZone).format(TIME_FORMAT).replace(':00 ', ' ')
}

/** True when both instants fall on the same calendar day in the time zone. */
export function isSameDay(a: DateInput, b: DateInput, timeZone = DEFAULT_TIME_ZONE): boolean {
  return zoned(a, timeZone).format('YYYY-MM-DD') === zoned(b, timeZone).format('YYYY-MM-DD')
}

/** The calendar year of an instant in the time zone. */
export function yearIn(value: DateInput, timeZone = DEFAULT_TIME_ZONE): number {
  return zoned(value, timeZone).year()
}

/** An ISO 8601 string with the time zone's offset, as the API answers times (architecture guide). */
export function isoInZone(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  return zoned(value, timeZone).format('YYYY-MM-DDTHH:mm:ssZ')
}

export { dayjs }

/** A meeting day as stored (noon UTC of that day, so it stays the same day everywhere) in the spec's month-day format. */
const dayLabel = (day: string) => dayjs.utc(day.slice(0, 10)).format(DATE_FORMATS.monthDay)

/** spec §3 (a course section's datesInterval), §9 (date formats): "Feb 2 – Mar 30, 2026"; here, as courses.ts would bring dayjs to the cart. */
export function datesIntervalOf(firstDate: string | null, lastDate: string | null): string | null {
  if (!firstDate) return null
  const last = lastDate ?? firstDate
  const [fromYear, toYear] = [firstDate.slice(0, 4), last.slice(0, 4)]
  if (firstDate.slice(0, 10) === last.slice(0, 10)) return `${dayLabel(firstDate)}, ${fromYear}`
  if (fromYear !== toYear) return `${dayLabel(firstDate)}, ${fromYear} – ${dayLabel(last)}, ${toYear}`
  return `${dayLabel(firstDate)} – ${dayLabel(last)}, ${toYear}`
}

/** An ISO 8601 date (`2026-11-23`) or date-time with an optional offset (`2026-11-23T18:30:00-05:00`). */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/

/** An instant from an ISO 8601 date or date-time, strictly; a bare date or no offset is read in the college's time zone. Null otherwise. */
export function parseInstant(value: string, timeZone = DEFAULT_TIME_ZONE, edge: 'start' | 'end' = 'start'): Date | null {
  const match = ISO_INSTANT.exec(value)
  if (!match) return null
  const [, year, month, day, hour, minute, second, offset] = match
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth) return null
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return null
  if (hour === undefined) {
    const startOfDay = dayjs.tz(`${year}-${month}-${day}`, timeZone)
    return (edge === 'end' ? startOfDay.endOf('day') : startOfDay).toDate()
  }
  const instant = offset ? dayjs(value) : dayjs.tz(value, timeZone)
  return instant.isValid() ? instant.toDate() : null
}
