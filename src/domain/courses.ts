/** The rules of courses (spec §2 course search, §3 Course, §4 pre-college semesters, §7 courses, §9); docs/decisions/0052. Pure. */
import { COURSE_SEARCH_FIELDS, type CourseSearchField, PAST_SECTIONS_VALUE, RANGE_SEPARATOR, WEEKDAYS, type Weekday } from './course-search-address'
import { parsePageNumber } from './pagination'

/** spec §3: the course types, by the values the API and the importer use. */
export const COURSE_TYPES = [
  { value: 'CE', label: 'Continuing Education' },
  { value: 'PreCollege', label: 'Pre-College' },
  { value: 'SummerResidency', label: 'Summer Residency' },
  { value: 'Destinations', label: 'Destinations' },
  { value: 'CDFNY', label: 'CDFNY' },
  { value: 'Graduate', label: 'Graduate' },
  { value: 'Undergraduate', label: 'Undergraduate' },
  { value: 'Online', label: 'Online' },
  { value: 'AdditionalPrograms', label: 'Additional Programs' },
  { value: 'SummerHousing', label: 'Summer Housing' },
  { value: 'PreCollegeHousingAndMealPlan', label: 'Pre-College Housing and Meal Plan' },
] as const
export type CourseType = (typeof COURSE_TYPES)[number]['value']
export const COURSE_TYPE_VALUES: readonly CourseType[] = COURSE_TYPES.map((type) => type.value)

export const courseTypeLabel = (type: string) => COURSE_TYPES.find((entry) => entry.value === type)?.label ?? type

/** The course types that are a place to stay rather than a class (spec §7: filters[isHousing]). */
export const HOUSING_COURSE_TYPES: readonly CourseType[] = ['SummerHousing', 'PreCollegeHousingAndMealPlan']

/** A section's registration status as staff and the importer set it; what visitors see follows the calendar too (section-state.ts). */
export const COURSE_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'closed', label: 'Closed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const
export type CourseStatus = (typeof COURSE_STATUSES)[number]['value']

/** spec §2 (staff edit targets `/admin/courses/{programme}/edit/{sectionId}`), §3 (section pages' flags): the programmes and their listing pages. */
export const PROGRAMMES = [
  {
    key: 'continuing-education',
    title: 'Continuing Education',
    path: '/academics/continuing-education',
    flag: 'isCE',
    types: ['CE', 'Online', 'CDFNY', 'AdditionalPrograms', 'Graduate', 'Undergraduate'],
  },
  { key: 'pre-college', title: 'Pre-College', path: '/academics/pre-college', flag: 'isPreCollege', types: ['PreCollege', 'PreCollegeHousingAndMealPlan'] },
  {
    key: 'summer-residency-programs',
    title: 'Summer Residency Programs',
    path: '/academics/summer-residency',
    flag: 'isSummerResidencyPrograms',
    types: ['SummerResidency'],
  },
  { key: 'destinations', title: 'Destinations', path: '/academics/destinations', flag: 'isDestinations', types: ['Destinations'] },
  { key: 'summer-housing', title: 'Summer Housing', path: '/admissions/summer-housing', flag: 'isInternSummerHousing', types: ['SummerHousing'] },
] as const satisfies readonly { key: string; title: string; path: string; flag: string; types: readonly CourseType[] }[]
export type Programme = (typeof PROGRAMMES)[number]
export type ProgrammeKey = Programme['key']

export const programmeOf = (type: CourseType): Programme =>
  PROGRAMMES.find((programme) => (programme.types as readonly string[]).includes(type)) ?? PROGRAMMES[0]
export const programmeByKey = (key: string): Programme | null => PROGRAMMES.find((programme) => programme.key === key) ?? null

/** The segment between a programme's path and a section's slug: `/academics/pre-college/courses/{slug}`. */
const COURSES_SEGMENT = 'courses'

/** spec §2: the continuing-education course search. */
export const COURSE_SEARCH_PATH = `${PROGRAMMES[0].path}/${COURSES_SEGMENT}`

/** A section's page: its programme's courses, then its slug. */
export const coursePath = (type: CourseType, slug: string) => `${programmeOf(type).path}/${COURSES_SEGMENT}/${slug}`

/** The programme and slug of a course page's address (segments of the path), or null when it is not one. */
export function parseCoursePath(segments: readonly string[]): { programme: Programme; slug: string } | null {
  const path = `/${segments.join('/')}`
  for (const programme of PROGRAMMES) {
    const prefix = `${programme.path}/${COURSES_SEGMENT}/`
    if (!path.startsWith(prefix)) continue
    const slug = path.slice(prefix.length)
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? { programme, slug } : null
  }
  return null
}

/** spec §3: the terms a semester can be, in the order they fall within a year. */
export const TERMS = ['Spring', 'Summer', 'Fall'] as const
export type Term = (typeof TERMS)[number]

/** spec §3: a semester's id, "term/year" (`fall/2026`). */
export const semesterIdOf = (term: Term, year: number) => `${term.toLowerCase()}/${year}`

export function parseSemesterId(value: string): { term: Term; year: number } | null {
  const match = /^(spring|summer|fall)\/(\d{4})$/.exec(value)
  if (!match) return null
  const term = TERMS.find((candidate) => candidate.toLowerCase() === match[1])!
  return { term, year: Number(match[2]) }
}

/** Semesters in time order: by year, then by term within the year. */
export function compareSemesters(a: { term: Term; year: number }, b: { term: Term; year: number }): number {
  return a.year - b.year || TERMS.indexOf(a.term) - TERMS.indexOf(b.term)
}

/** spec §4 (pre-college semesters): per year only the latest term is kept; the years newest first. */
export function latestTermPerYear<T extends { term: Term; year: number }>(semesters: readonly T[]): T[] {
  const latest = new Map<number, T>()
  for (const semester of semesters) {
    const kept = latest.get(semester.year)
    if (!kept || compareSemesters(semester, kept) > 0) latest.set(semester.year, semester)
  }
  return [...latest.values()].sort((a, b) => b.year - a.year)
}

export type DateRange = { from: string; to: string }
export type TimeRange = { from: string; to: string }

/** Why a range cannot be used, or null. */
export class CourseSearchError extends Error {}

function splitRange(value: string, what: string, example: string): [string, string] {
  const parts = value.split(RANGE_SEPARATOR)
  if (parts.length !== 2) throw new CourseSearchError(`${what} must be two values joined by three dashes, e.g. ${example}.`)
  return [parts[0]!.trim(), parts[1]!.trim()]
}

const isRealDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const check = new Date(Date.UTC(year, month - 1, date))
  return year >= 1900 && year <= 2999 && check.getUTCMonth() === month - 1 && check.getUTCDate() === date
}

/** spec §2: `dates=2026-01-12---2026-03-30`, days written YYYY-MM-DD, the first not after the second. */
export function parseDateRange(value: string): DateRange {
  const [from, to] = splitRange(value, 'Dates', '2026-01-12---2026-03-30')
  for (const [day, which] of [
    [from, 'first'],
    [to, 'second'],
  ] as const) {
    if (!isRealDay(day)) throw new CourseSearchError(`The ${which} date “${day.slice(0, 20)}” must be a day written YYYY-MM-DD.`)
  }
  if (from > to) throw new CourseSearchError(`The dates run backwards: ${from} is after ${to}.`)
  return { from, to }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** spec §2: `times=09:00---12:30`, 24-hour times written HH:mm, the first before the second. */
export function parseTimeRange(value: string): TimeRange {
  const [from, to] = splitRange(value, 'Times', '09:00---12:30')
  for (const [time, which] of [
    [from, 'first'],
    [to, 'second'],
  ] as const) {
    if (!TIME.test(time)) throw new CourseSearchError(`The ${which} time “${time.slice(0, 20)}” must be a 24-hour time written HH:mm.`)
  }
  if (from >= to) throw new CourseSearchError(`The times run backwards: ${from} is not before ${to}.`)
  return { from, to }
}

const formatRange = (range: { from: string; to: string }) => `${range.from}${RANGE_SEPARATOR}${range.to}`

export type CourseSearch = {
  title?: string
  keywords?: string
  categoryId?: number
  instructorName?: string
  courseNumber?: string
  dates?: DateRange
  times?: TimeRange
  /** Sections meeting on any of these days. */
  days?: Weekday[]
  /** A semester's id, term/year. */
  semester?: string
  /** Sections that have ended too (without it, only those not yet ended). */
  past?: true
}

/** Days of the week written as the address and the API take them (`mon,wed`, or the key repeated), in week order. */
export function parseWeekdays(values: readonly string[]): Weekday[] {
  const asked = values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
  const unknown = asked.filter((value) => !WEEKDAYS.some((day) => day.value === value))
  if (unknown.length) throw new CourseSearchError(`Days are written ${WEEKDAYS.map((day) => day.value).join(', ')}; “${unknown[0]!.slice(0, 20)}” is not one.`)
  return WEEKDAYS.filter((day) => asked.includes(day.value)).map((day) => day.value)
}

/** The longest text a search field takes. */
export const COURSE_SEARCH_TEXT_MAX = 100

/** The course search an address asks for, and a problem for each field that cannot be used (so the page can explain it). */
export function parseCourseSearch(params: URLSearchParams): { search: CourseSearch; problems: Partial<Record<CourseSearchField, string>> } {
  const search: CourseSearch = {}
  const problems: Partial<Record<CourseSearchField, string>> = {}
  for (const field of COURSE_SEARCH_FIELDS) {
    const raw = field === 'days' ? params.getAll(field).join(',').trim() : params.get(field)?.trim()
    if (!raw) continue
    try {
      if (field === 'dates') search.dates = parseDateRange(raw)
      else if (field === 'days') search.days = parseWeekdays([raw])
      else if (field === 'semester') {
        if (!parseSemesterId(raw)) throw new CourseSearchError('Choose a semester from the list.')
        search.semester = raw
      } else if (field === 'past') {
        if (raw !== PAST_SECTIONS_VALUE) throw new CourseSearchError(`Past sections are asked for with past=${PAST_SECTIONS_VALUE}.`)
        search.past = true
      } else if (field === 'times') search.times = parseTimeRange(raw)
      else if (field === 'categoryId') {
        if (!/^[1-9]\d{0,9}$/.test(raw)) throw new CourseSearchError('Choose a category from the list.')
        search.categoryId = Number(raw)
      } else {
        // eslint-disable-next-line no-control-regex -- control characters have no place in a search
        if (raw.length > COURSE_SEARCH_TEXT_MAX || /[\u0000-\u001f]/.test(raw)) throw new CourseSearchError(`Use at most ${COURSE_SEARCH_TEXT_MAX} characters.`)
        search[field] = raw
      }
    } catch (error) {
      if (!(error instanceof CourseSearchError)) throw error
      problems[field] = error.message
    }
  }
  return { search, problems }
}

/** The course search's address (spec §2: the filters travel in the query), its fields in the spec's order, then a page of results. */
export function courseSearchHref(search: CourseSearch, page = 1): string {
  const params = new URLSearchParams()
  if (search.title) params.set('title', search.title)
  if (search.keywords) params.set('keywords', search.keywords)
  if (search.categoryId) params.set('categoryId', String(search.categoryId))
  if (search.instructorName) params.set('instructorName', search.instructorName)
  if (search.courseNumber) params.set('courseNumber', search.courseNumber)
  if (search.dates) params.set('dates', formatRange(search.dates))
  if (search.times) params.set('times', formatRange(search.times))
  if (search.days?.length) params.set('days', search.days.join(','))
  if (search.semester) params.set('semester', search.semester)
  if (search.past) params.set('past', PAST_SECTIONS_VALUE)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${COURSE_SEARCH_PATH}?${query}` : COURSE_SEARCH_PATH
}

export const isEmptySearch = (search: CourseSearch) => Object.values(search).every((value) => value === undefined)

/** spec §7: the limits the site's own course calls send. */
export const COURSE_LIMITS = { cartLookup: 1, summerResidency: 100, all: 9999 } as const
/** spec §7: the course list's sort fields; the site sorts by title ascending, summer residency by start date descending. */
export const COURSE_SORT_FIELDS = ['title', 'startDate', 'courseNumber'] as const
export type CourseSortField = (typeof COURSE_SORT_FIELDS)[number]
export const COURSE_DEFAULT_SORT = { field: 'title', direction: 'ASC' } as const
export const SUMMER_RESIDENCY_SORT = { field: 'startDate', direction: 'DESC' } as const

export type MeetingSchedule = { startDate: string; endDate: string; days: Weekday[]; startTime: string | null; endTime: string | null }

/** What a section's meetings add up to, kept on the section so that date and time searches are plain comparisons. */
export function meetingSpan(schedules: readonly MeetingSchedule[]): {
  firstDate: string | null
  lastDate: string | null
  earliestTime: string | null
  latestTime: string | null
} {
  const days = schedules.flatMap((schedule) => [schedule.startDate.slice(0, 10), (schedule.endDate || schedule.startDate).slice(0, 10)]).sort()
  const starts = schedules.flatMap((schedule) => (schedule.startTime ? [schedule.startTime] : [])).sort()
  const ends = schedules.flatMap((schedule) => (schedule.endTime ? [schedule.endTime] : [])).sort()
  return { firstDate: days[0] ?? null, lastDate: days.at(-1) ?? null, earliestTime: starts[0] ?? null, latestTime: ends.at(-1) ?? null }
}

/** Sections grouped by their first category, groups by title, "Other courses" last (the search's results). */
export function groupByCategory<T extends { categories: { id: number; title: string }[] }>(
  sections: readonly T[],
): { id: number | null; title: string; sections: T[] }[] {
  const groups = new Map<number | null, { id: number | null; title: string; sections: T[] }>()
  for (const section of sections) {
    const category = section.categories[0] ?? null
    const key = category?.id ?? null
    if (!groups.has(key)) groups.set(key, { id: key, title: category?.title ?? 'Other courses', sections: [] })
    groups.get(key)!.sections.push(section)
  }
  return [...groups.values()].sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : a.title.localeCompare(b.title)))
}

/** spec §9: a cart total is shown with a $ prefix and cents. */
export const formatPrice = (amount: number) => `$${amount.toFixed(2)}`

/** A semester's auto publish and unpublish days, and when the job last acted on them. */
export type SemesterSchedule = {
  publishSectionsOn: string | null
  unpublishSectionsOn: string | null
  sectionsPublishedAt: string | null
  sectionsUnpublishedAt: string | null
}

/** spec §6 (course semesters auto publish/unpublish): what is due now, once each; after the unpublish day, never published again. */
export function semesterScheduleDue(schedule: SemesterSchedule, now: Date): { publish: boolean; unpublish: boolean } {
  const reached = (day: string | null) => day !== null && new Date(day).getTime() <= now.getTime()
  const unpublish = reached(schedule.unpublishSectionsOn) && !schedule.sectionsUnpublishedAt
  const publish = reached(schedule.publishSectionsOn) && !schedule.sectionsPublishedAt && !reached(schedule.unpublishSectionsOn)
  return { publish, unpublish }
}

/** A 24-hour time (`18:30`) as a college writes it: "6:30 PM", "10 AM". */
export function clockLabel(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return minutes ? `${hour}:${String(minutes).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`
}

/** One meeting schedule as one line: "Mon, Wed · 6:30 PM–9:30 PM". */
export function meetingLabel(schedule: Pick<MeetingSchedule, 'days' | 'startTime' | 'endTime'>): string {
  const days = WEEKDAYS.filter((day) => schedule.days.includes(day.value))
    .map((day) => day.label)
    .join(', ')
  const times =
    schedule.startTime && schedule.endTime
      ? `${clockLabel(schedule.startTime)}–${clockLabel(schedule.endTime)}`
      : schedule.startTime
        ? clockLabel(schedule.startTime)
        : ''
  return [days, times].filter(Boolean).join(' · ')
}

/** The meetings that have days or times to tell, each with its line; a housing stay's meetings only have dates, shown as the section's dates instead. */
export function describedMeetings<T extends Pick<MeetingSchedule, 'days' | 'startTime' | 'endTime'>>(schedules: readonly T[]): (T & { label: string })[] {
  return schedules.map((schedule) => ({ ...schedule, label: meetingLabel(schedule) })).filter((schedule) => schedule.label !== '')
}

/** How many sections a page of course search results shows. */
export const COURSE_RESULTS_PAGE_SIZE = 48

/** The course search's address in canonical form, or null when it asks for nothing; unusable fields are kept as written. */
export function canonicalCourseSearchQuery(params: URLSearchParams): string | null {
  const canonical = new URLSearchParams()
  for (const field of COURSE_SEARCH_FIELDS) {
    const value = field === 'days' ? params.getAll(field).join(',').trim() : params.get(field)?.trim()
    if (value) canonical.set(field, value.slice(0, COURSE_SEARCH_TEXT_MAX * 2))
  }
  const page = params.get('page')
  if (page && page !== '1') canonical.set('page', page.slice(0, 8))
  const query = canonical.toString()
  return query || null
}

/** Whether the search's `page`, when it has one, names a page (the proxy answers the 404 page otherwise). */
export function courseSearchPageNumberValid(params: URLSearchParams): boolean {
  const page = params.get('page')
  return !page || parsePageNumber(page) !== null
}

/** Where the proxy sends a course search: an uncached path of its own (free text would fill the page cache), as the calendar's keywords (decision 0010). */
export function courseSearchRewrite(pathname: string, params: URLSearchParams): { pathname: string; consumed: string[] } | null {
  if (pathname !== COURSE_SEARCH_PATH) return null
  const query = canonicalCourseSearchQuery(params)
  if (!query) return null
  const consumed = [...new Set([...params.keys()].filter((key) => !key.startsWith('_')))]
  return { pathname: `${COURSE_SEARCH_PATH}/_search/${encodeURIComponent(query)}`, consumed }
}
