/** Library hours (spec §3, §7) per library id for a range of days, from the back office or from LibCal (docs/decisions/0032). */

/** spec §3: the college's two libraries. */
export const LIBRARY_IDS = [5459, 5461] as const
/** A request names at most this many libraries. */
export const MAX_LIBRARY_IDS = 10
/** The longest range one request may ask for, in days (a hostile range cannot make the server work hard). */
export const MAX_HOURS_RANGE_DAYS = 366

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** LibCal's day statuses; the local hours use open and closed. */
export const DAY_STATUSES = ['open', 'closed', '24hours', 'text', 'ByApp'] as const
export type DayStatus = (typeof DAY_STATUSES)[number]

export type OpeningSpan = { opens: string; closes: string }

/** What staff keep for one library: the regular week and the days that differ. */
export type LibrarySchedule = {
  libraryId: number
  name: string
  regularHours: ({ day: Weekday; closed: boolean } & Partial<OpeningSpan>)[]
  exceptions: ({ label: string | null; from: string; to: string; closed: boolean } & Partial<OpeningSpan>)[]
}

/** One day of one library, as the API answers it. `from` and `to` are LibCal's times ('9:00am'). */
export type DayHours = { date: string; status: DayStatus; hours: { from: string; to: string }[]; note: string | null }
export type LibraryHours = { id: number; name: string; days: DayHours[] }

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/

/** A calendar day written YYYY-MM-DD that exists (no 30 February), or null. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = DAY.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1970 && year <= 9999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null
}

/** A time of day written HH:mm (24:00 for midnight at the end of a day), or null. */
export function parseTimeOfDay(value: unknown): string | null {
  return typeof value === 'string' && TIME.test(value) ? value : null
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`)
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10)
const DAY_MS = 86_400_000

export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * DAY_MS)
}

/** Days from `from` to `to`, both included; inclusive count. */
export function dayCount(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1
}

export function daysBetween(from: string, to: string): string[] {
  const count = dayCount(from, to)
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i))
}

export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(toUtc(day)).getUTCDay() + 6) % 7]!
}

/** The Monday of the week a day falls in. */
export function startOfWeek(day: string): string {
  return addDays(day, -WEEKDAYS.indexOf(weekdayOf(day)))
}

/** Why a from/to range cannot be served, or null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  if (to < from) return 'must not come before from'
  if (dayCount(from, to) > MAX_HOURS_RANGE_DAYS) return `must be at most ${MAX_HOURS_RANGE_DAYS} days after from`
  return null
}

/** '09:00' → '9:00am', '21:30' → '9:30pm', '12:00' → '12:00pm', '24:00' → '12:00am' (LibCal's way). */
export function formatLibCalTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const h = hours % 24
  const suffix = h < 12 ? 'am' : 'pm'
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes).padStart(2, '0')}${suffix}`
}

/** '9:00am' → '9am', '9:30pm' → '9:30pm': how the site shows a time. */
function shortTime(libCalTime: string): string {
  return libCalTime.replace(':00', '')
}

function openDay(date: string, span: Partial<OpeningSpan>, note: string | null): DayHours {
  const opens = parseTimeOfDay(span.opens)
  const closes = parseTimeOfDay(span.closes)
  if (!opens || !closes || closes <= opens) return { date, status: 'closed', hours: [], note }
  if (opens === '00:00' && closes === '24:00') return { date, status: '24hours', hours: [], note }
  return { date, status: 'open', hours: [{ from: formatLibCalTime(opens), to: formatLibCalTime(closes) }], note }
}

/** The hours of one day: the shortest exception covering it wins (the later one on a tie), else the regular week; no hours: closed. */
export function hoursOn(date: string, schedule: LibrarySchedule): DayHours {
  let exception: LibrarySchedule['exceptions'][number] | null = null
  let exceptionLength = Infinity
  for (const candidate of schedule.exceptions) {
    const from = parseDay(candidate.from)
    const to = parseDay(candidate.to) ?? from
    if (!from || !to || date < from || date > to) continue
    const length = dayCount(from, to)
    if (length <= exceptionLength) {
      exception = candidate
      exceptionLength = length
    }
  }
  if (exception) {
    const note = exception.label?.trim() || null
    return exception.closed ? { date, status: 'closed', hours: [], note } : openDay(date, exception, note)
  }
  const regular = schedule.regularHours.find((entry) => entry.day === weekdayOf(date))
  if (!regular || regular.closed) return { date, status: 'closed', hours: [], note: null }
  return openDay(date, regular, null)
}

/** One library's hours from `from` to `to`, both included. */
export function hoursForRange(schedule: LibrarySchedule, from: string, to: string): LibraryHours {
  return { id: schedule.libraryId, name: schedule.name, days: daysBetween(from, to).map((date) => hoursOn(date, schedule)) }
}

/** How a day reads on the page: 'Closed', 'Open 24 hours', '9am – 9pm'. */
export function describeDay(day: DayHours): string {
  if (day.status === 'closed') return 'Closed'
  if (day.status === '24hours') return 'Open 24 hours'
  if (day.status === 'ByApp') return 'By appointment'
  if (day.hours.length === 0) return day.note ?? 'See note'
  return day.hours.map((span) => `${shortTime(span.from)} – ${shortTime(span.to)}`).join(', ')
}

/** The regular week as the page lists it, Monday to Sunday: 'Closed' or '9am – 10pm'. */
export function regularWeek(schedule: LibrarySchedule): { day: Weekday; label: string }[] {
  return WEEKDAYS.map((day) => {
    const entry = schedule.regularHours.find((candidate) => candidate.day === day)
    if (!entry || entry.closed) return { day, label: 'Closed' }
    return { day, label: describeDay(openDay('', entry, null)) }
  })
}
