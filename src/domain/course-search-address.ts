/**
 * The course search's address as its form writes it (spec §2): its fields, the days of the week, and the address a search sent
 * without JavaScript belongs at. Apart from the rest of the course rules (courses.ts), so that the search form's script carries
 * these alone (docs/decisions/0189). Pure.
 */

/** spec §2: the two values of a course search's `dates` or `times`, joined by three dashes (from---to). */
export const RANGE_SEPARATOR = '---'

/** spec §2: the course search as its address carries it; beside the spec's fields, days of the week, a semester and past sections (decision 0102). */
export const COURSE_SEARCH_FIELDS = ['title', 'keywords', 'categoryId', 'instructorName', 'courseNumber', 'dates', 'times', 'days', 'semester', 'past'] as const
export type CourseSearchField = (typeof COURSE_SEARCH_FIELDS)[number]

/** The value of `past` that asks for ended sections too. */
export const PAST_SECTIONS_VALUE = '1'

/** Weekdays as meeting schedules name them, Monday first. */
export const WEEKDAYS = [
  { value: 'mon', label: 'Mon' },
  { value: 'tue', label: 'Tue' },
  { value: 'wed', label: 'Wed' },
  { value: 'thu', label: 'Thu' },
  { value: 'fri', label: 'Fri' },
  { value: 'sat', label: 'Sat' },
  { value: 'sun', label: 'Sun' },
] as const
export type Weekday = (typeof WEEKDAYS)[number]['value']

/** The two halves of a range as a form without JavaScript sends them (`datesFrom`, `datesTo`…), and the open ends a half alone gets. */
const RANGE_HALVES = {
  dates: { keys: ['datesFrom', 'datesTo'], open: ['1900-01-01', '2999-12-31'] },
  times: { keys: ['timesFrom', 'timesTo'], open: ['00:00', '23:59'] },
} as const

/** The address a search without JavaScript belongs at (spec §2: `dates` and `times` as from---to), or null when it is that already. */
export function normalizedCourseSearch(params: URLSearchParams): URLSearchParams | null {
  const halves = Object.values(RANGE_HALVES).flatMap((range) => range.keys)
  const hasEmpty = [...params].some(([key, value]) => (COURSE_SEARCH_FIELDS as readonly string[]).includes(key) && value.trim() === '')
  // Day boxes send `days` once per day ticked: the address holds them as one list.
  const repeatedDays = params.getAll('days').length > 1
  if (!halves.some((key) => params.has(key)) && !hasEmpty && !repeatedDays) return null
  const next = new URLSearchParams()
  for (const [key, value] of params) {
    if ((halves as readonly string[]).includes(key) || value.trim() === '' || key === 'days') continue
    next.append(key, value)
  }
  const days = params
    .getAll('days')
    .map((value) => value.trim())
    .filter(Boolean)
  if (days.length) next.set('days', days.join(','))
  for (const [field, { keys, open }] of Object.entries(RANGE_HALVES)) {
    const from = params.get(keys[0])?.trim()
    const to = params.get(keys[1])?.trim()
    // A half alone leaves the other end open: from that day on, or until it.
    if (from || to) next.set(field, `${from || open[0]}${RANGE_SEPARATOR}${to || open[1]}`)
  }
  return next
}
