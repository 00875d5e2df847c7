import { type DateInput, dayjs, formatDate, formatTime, isSameDay, yearIn } from './dates'

/** How an event's dates read (spec §9 formats, college time zone): 'ddd. MMM. D' or 'MMM D' spans on cards, 'dddd, MMMM D, YYYY' on pages. */
export type EventWhen = {
  /** 'Mon. Nov. 23', or 'Nov 3 – Dec 20' for a span (with years when they differ). */
  date: string
  /** '6:30 PM – 8 PM'; the opening time of a span; null for all-day events. */
  time: string | null
}

type Timing = { eventStart: DateInput; eventEnd: DateInput; allDay?: boolean }

function timeRange(start: DateInput, end: DateInput, timeZone: string): string {
  const from = formatTime(start, timeZone)
  const to = formatTime(end, timeZone)
  return from === to ? from : `${from} – ${to}`
}

/** The short form, for cards and lists. */
export function eventWhen({ eventStart, eventEnd, allDay }: Timing, timeZone: string): EventWhen {
  if (isSameDay(eventStart, eventEnd, timeZone)) {
    return { date: formatDate(eventStart, 'short', timeZone), time: allDay ? null : timeRange(eventStart, eventEnd, timeZone) }
  }
  const years = yearIn(eventStart, timeZone) !== yearIn(eventEnd, timeZone)
  const day = (value: DateInput) => `${formatDate(value, 'monthDay', timeZone)}${years ? `, ${yearIn(value, timeZone)}` : ''}`
  return { date: `${day(eventStart)} – ${day(eventEnd)}`, time: allDay ? null : `Opens ${formatTime(eventStart, timeZone)}` }
}

/** The long form, for detail pages: 'Monday, November 23, 2026', or a span of two such dates. */
export function eventWhenLong({ eventStart, eventEnd, allDay }: Timing, timeZone: string): EventWhen {
  if (isSameDay(eventStart, eventEnd, timeZone)) {
    return { date: formatDate(eventStart, 'long', timeZone), time: allDay ? null : timeRange(eventStart, eventEnd, timeZone) }
  }
  return {
    date: `${formatDate(eventStart, 'long', timeZone)} – ${formatDate(eventEnd, 'long', timeZone)}`,
    time: allDay ? null : `${formatTime(eventStart, timeZone)} – ${formatTime(eventEnd, timeZone)}`,
  }
}

/** The date badge on a card: month and day of the start ('NOV', '23'), and of the end for a span. */
export function dateBadge({ eventStart, eventEnd }: Timing, timeZone: string): { month: string; day: string; until: string | null } {
  const [month, day] = formatDate(eventStart, 'monthDay', timeZone).split(' ') as [string, string]
  return { month: month.toUpperCase(), day, until: isSameDay(eventStart, eventEnd, timeZone) ? null : formatDate(eventEnd, 'monthDay', timeZone) }
}

/** The zone's short name at that moment ('EST', 'EDT'), to say which clock the times are on. */
export function zoneAbbreviation(value: DateInput, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(value))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/** Whole months around now as `dates` filter values (spec §2): "browse by month". A month already over lists all its events (spec §4). */
export function monthSpans(now: Date, timeZone: string, before: number, after: number): { label: string; value: string; current: boolean }[] {
  const thisMonth = dayjs(now).tz(timeZone).startOf('month')
  // Each month's midnight in that day's own offset, or a month would start an hour off across a daylight saving change.
  const midnightOfFirst = (offset: number) => dayjs.tz(thisMonth.add(offset, 'month').format('YYYY-MM-01'), timeZone)
  return Array.from({ length: before + after + 1 }, (_, i) => {
    const start = midnightOfFirst(i - before)
    const end = midnightOfFirst(i - before + 1).subtract(1, 'second')
    return { label: start.format('MMMM YYYY'), value: `${start.unix()}-${end.unix()}`, current: i === before }
  })
}

/** The months the calendar's "Browse by month" offers: the three before this one, this one and the five after. */
export const browsableMonths = (now: Date, timeZone: string) => monthSpans(now, timeZone, 3, 5)

/** spec §9: a newsletter's upcoming events start at midnight after its date; here, as newsletters.ts would bring dayjs to the sign-up forms. */
export function newsletterUpcomingFrom(issueDate: string | Date, timeZone: string): string {
  return dayjs(issueDate).tz(timeZone).startOf('day').add(1, 'day').toISOString()
}
