import { type EventQuery, type EventType, defaultCalendarWindow, eventTypeLabel, isEventType } from './events'
import { SLUG_PATTERN, decodeSegment } from './slug'
import { CALENDAR_FILTER_TYPES, type CalendarFilterType } from './calendar-href'

/** The calendar's filter (spec §2, §4): one at a time, including expired events, kept in the address so views can be shared. */

export type CalendarFilter =
  | { type: 'keywords'; value: string }
  | { type: 'department'; value: string }
  | { type: 'dates'; value: string; from: Date; to: Date }
  | { type: 'type'; value: EventType }
  | { type: 'tags'; value: string }
  | { type: 'location'; value: string }

/** spec §8: an unknown calendar filter type raises an error; pages show its message. */
export class CalendarFilterError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CalendarFilterError'
  }
}

const MAX_KEYWORDS_LENGTH = 100
/** Department and category codes: upper-case letters, digits and dashes. */
export const DEPARTMENT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,19}$/

function isCalendarFilterType(value: string): value is CalendarFilterType {
  return (CALENDAR_FILTER_TYPES as readonly string[]).includes(value)
}

/** The `dates` value: two Unix timestamps in seconds joined by a dash, the first not after the second; null for anything else. */
export function parseDatesValue(value: string): { from: Date; to: Date } | null {
  const match = /^(\d{1,11})-(\d{1,11})$/.exec(value.trim())
  if (!match) return null
  const from = new Date(Number(match[1]) * 1000)
  const to = new Date(Number(match[2]) * 1000)
  return from.getTime() <= to.getTime() ? { from, to } : null
}

/** A filter from its type and value; unknown types and malformed values throw with a message for the page. */
export function parseCalendarFilter(type: string, rawValue: string): CalendarFilter {
  if (!isCalendarFilterType(type)) {
    throw new CalendarFilterError(`“${type.slice(0, 40)}” is not a way to filter the calendar. Filter by ${CALENDAR_FILTER_TYPES.join(', ')}.`)
  }
  const value = rawValue.trim()
  if (!value) throw new CalendarFilterError(`Choose a ${type} to filter by.`)
  switch (type) {
    case 'keywords':
      if (value.length > MAX_KEYWORDS_LENGTH) throw new CalendarFilterError(`Keywords can be at most ${MAX_KEYWORDS_LENGTH} characters long.`)
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      if (/[\u0000-\u001f\u007f]/.test(value)) throw new CalendarFilterError('Keywords cannot hold control characters.')
      return { type, value }
    case 'department':
      if (!DEPARTMENT_CODE_PATTERN.test(value)) throw new CalendarFilterError(`“${value.slice(0, 40)}” is not a department code.`)
      return { type, value }
    case 'dates': {
      const dates = parseDatesValue(value)
      if (!dates) throw new CalendarFilterError('Dates are two times joined by a dash, the first not after the second.')
      return { type, value, ...dates }
    }
    case 'type':
      if (!isEventType(value)) throw new CalendarFilterError(`“${value.slice(0, 40)}” is not an event type.`)
      return { type, value }
    case 'tags':
    case 'location':
      if (!SLUG_PATTERN.test(value)) throw new CalendarFilterError(`“${value.slice(0, 40)}” is not a ${type === 'tags' ? 'tag' : 'location'}.`)
      return { type, value }
  }
}

/** The filter an address holds: the last filter parameter with a value wins (a form without JavaScript sends every field). */
export function calendarFilterFromParams(params: URLSearchParams): CalendarFilter | null {
  const last = lastFilterParam(params)
  return last ? parseCalendarFilter(last[0], last[1]) : null
}

function lastFilterParam(params: URLSearchParams): [CalendarFilterType, string] | null {
  let last: [CalendarFilterType, string] | null = null
  for (const [key, value] of params) if (isCalendarFilterType(key) && value.trim()) last = [key, value]
  return last
}

/** The list pages a calendar address can ask for. */
const CALENDAR_PAGE_PARAMS = ['page', 'pastPage'] as const
/** Deepest page number accepted: far beyond any real list, small enough to stay cheap. */
const MAX_CALENDAR_PAGE = 10_000

export type CalendarView = { filter: CalendarFilter | null; page: number; pastPage: number }

/** A page number from the address: absent is 1; anything but a whole number from 1 is an error. */
function pageParam(name: string, value: string | null): number {
  if (value === null || value === '') return 1
  const page = /^\d{1,5}$/.test(value) ? Number(value) : NaN
  if (!(page >= 1 && page <= MAX_CALENDAR_PAGE)) throw new CalendarFilterError(`“${value.slice(0, 20)}” is not a page number (${name}).`)
  return page
}

/** The whole calendar view an address asks for: its filter and the page of each list. */
export function calendarViewFromParams(params: URLSearchParams): CalendarView {
  return { filter: calendarFilterFromParams(params), page: pageParam('page', params.get('page')), pastPage: pageParam('pastPage', params.get('pastPage')) }
}

/** The calendar's address in canonical form (the filter as written, to explain a bad value), or null for the default view; other parameters dropped. */
export function canonicalCalendarQuery(params: URLSearchParams): string | null {
  const canonical = new URLSearchParams()
  const last = lastFilterParam(params)
  if (last) canonical.set(last[0], last[1].trim())
  for (const name of CALENDAR_PAGE_PARAMS) {
    const value = params.get(name)
    if (value && value !== '1') canonical.set(name, value)
  }
  const query = canonical.toString()
  return query || null
}

/** Where the proxy sends /events with a query: a cached path per canonical query; keywords to an uncached twin (docs/decisions/0010). Null: none. */
export function calendarRewrite(pathname: string, params: URLSearchParams): { pathname: string; consumed: string[] } | null {
  if (pathname !== '/events' && pathname !== '/events/') return null
  const query = canonicalCalendarQuery(params)
  if (!query) return null
  // Next.js's own parameters (`_rsc`) stay; the rest now lives in the path.
  const consumed = [...new Set([...params.keys()].filter((key) => !key.startsWith('_')))]
  const keywords = lastFilterParam(params)?.[0] === 'keywords'
  return { pathname: `/events/${keywords ? '_search' : '_calendar'}/${encodeURIComponent(query)}`, consumed }
}

/** What the filter asks of the events store, before the events split (see calendarLists). */
export function calendarQueryBase(filter: CalendarFilter | null, now: Date): Omit<EventQuery, 'sort' | 'expired'> {
  if (!filter) return { window: defaultCalendarWindow(now) }
  switch (filter.type) {
    case 'keywords':
      return { keywords: filter.value }
    case 'department':
      return { departmentCodes: [filter.value] }
    case 'dates':
      return { window: { from: filter.from, to: filter.to } }
    case 'type':
      return { eventTypes: [filter.value] }
    case 'tags':
      return { tagSlugs: [filter.value] }
    case 'location':
      return { locationSlugs: [filter.value] }
  }
}

/** A short description of the active filter for headings and the page title ("Type: Open House"). */
export function describeFilter(filter: CalendarFilter, names: { label?: string; timeZoneFormat?: (date: Date) => string } = {}): string {
  switch (filter.type) {
    case 'keywords':
      return `“${filter.value}”`
    case 'type':
      return eventTypeLabel(filter.value)
    case 'dates':
      return names.timeZoneFormat ? `${names.timeZoneFormat(filter.from)} – ${names.timeZoneFormat(filter.to)}` : 'Chosen dates'
    default:
      return names.label ?? filter.value
  }
}

/** What a calendar address asks for: a view, or the message explaining why it cannot be shown (and the filter as written). */
export type CalendarRequest =
  { view: CalendarView; error?: undefined; raw?: undefined } | { view?: undefined; error: string; raw?: { type: string; value: string } }

/** The default view: the month from now (spec §9). */
export const DEFAULT_CALENDAR_REQUEST: CalendarRequest = { view: { filter: null, page: 1, pastPage: 1 } }

/** The view a canonical calendar query asks for (the proxy's `_calendar/{query}`), or why it cannot be shown. */
export function calendarRequestFromQuery(segment: string): CalendarRequest {
  const params = new URLSearchParams(decodeSegment(segment))
  try {
    return { view: calendarViewFromParams(params) }
  } catch (error) {
    if (!(error instanceof CalendarFilterError)) throw error
    const raw = [...params].find(([key]) => key !== 'page' && key !== 'pastPage')
    return { error: error.message, raw: raw ? { type: raw[0], value: raw[1] } : undefined }
  }
}

/** spec §2: /events/search/{searchBy}/{searchValue}; an unknown searchBy is explained, not a crash (spec §8). */
export function calendarRequestFromPath(searchBy: string, searchValue: string): CalendarRequest {
  const value = decodeSegment(searchValue)
  try {
    return { view: { filter: parseCalendarFilter(decodeSegment(searchBy), value), page: 1, pastPage: 1 } }
  } catch (error) {
    if (!(error instanceof CalendarFilterError)) throw error
    return { error: error.message }
  }
}
