import { describe, expect, it } from 'vitest'

import {
  CalendarFilterError,
  calendarFilterFromParams,
  calendarQueryBase,
  calendarRewrite,
  calendarViewFromParams,
  canonicalCalendarQuery,
  parseCalendarFilter,
  parseDatesValue,
} from './calendar-filter'
import { formatDatesValue } from './calendar-dates'
import { CALENDAR_FILTER_TYPES, calendarHref } from './calendar-href'

const now = new Date('2026-11-23T15:00:00Z')

describe('the calendar filter', () => {
  // spec §2: keywords, department, dates, type, tags, location
  it('filters by the six kinds of spec §2', () => {
    expect(CALENDAR_FILTER_TYPES).toEqual(['keywords', 'department', 'dates', 'type', 'tags', 'location'])
  })

  // spec §2: dates are two timestamps joined by a dash
  it('reads dates as two timestamps in seconds joined by a dash', () => {
    expect(parseDatesValue('1767225600-1769904000')).toEqual({ from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') })
    expect(formatDatesValue(new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'))).toBe('1767225600-1769904000')
    for (const bad of ['1769904000-1767225600', '1767225600', '1767225600--1769904000', 'a-b', '-1-2', '1767225600-1769904000-1'])
      expect(parseDatesValue(bad)).toBeNull()
  })

  // spec §8: an unknown calendar filter type raises an error
  it('refuses an unknown filter type with a message, not a crash', () => {
    expect(() => parseCalendarFilter('colour', 'red')).toThrow(CalendarFilterError)
    expect(() => parseCalendarFilter('colour', 'red')).toThrow(/not a way to filter the calendar/)
  })

  it.each([
    ['type', 'Lecture', /not an event type/],
    ['type', 'information session', /not an event type/],
    ['department', 'illustration dept', /not a department code/],
    ['dates', 'yesterday', /two times joined by a dash/],
    ['tags', '<script>', /not a tag/],
    ['location', '../etc', /not a location/],
    ['keywords', 'x'.repeat(101), /at most 100 characters/],
    ['keywords', '   ', /Choose a keywords/],
    ['keywords', 'a\u0000b', /control characters/],
  ])('refuses %s=%j', (type, value, message) => {
    expect(() => parseCalendarFilter(type, value)).toThrow(message)
  })

  it('reads each kind', () => {
    expect(parseCalendarFilter('type', 'OpenHouse')).toEqual({ type: 'type', value: 'OpenHouse' })
    expect(parseCalendarFilter('department', 'ILLUS')).toEqual({ type: 'department', value: 'ILLUS' })
    expect(parseCalendarFilter('keywords', '  figure drawing ')).toEqual({ type: 'keywords', value: 'figure drawing' })
    expect(parseCalendarFilter('tags', 'printmaking')).toEqual({ type: 'tags', value: 'printmaking' })
  })

  // spec §4: setting a filter replaces any prior filter
  it('keeps one filter: the last one set in the address', () => {
    expect(calendarFilterFromParams(new URLSearchParams('type=Talk&department=ILLUS'))).toEqual({ type: 'department', value: 'ILLUS' })
    expect(calendarFilterFromParams(new URLSearchParams('page=2'))).toBeNull()
    expect(() => calendarFilterFromParams(new URLSearchParams('type=Nope'))).toThrow(CalendarFilterError)
  })

  it('ignores empty filter fields, as a form sent without JavaScript has them', () => {
    expect(calendarFilterFromParams(new URLSearchParams('keywords=&type=Talk&department=&tags='))).toEqual({ type: 'type', value: 'Talk' })
    expect(calendarFilterFromParams(new URLSearchParams('keywords=%20%20'))).toBeNull()
  })

  it('reads the page of each list, and explains a page that is not a number', () => {
    expect(calendarViewFromParams(new URLSearchParams('type=Talk&page=3&pastPage=2'))).toEqual({
      filter: { type: 'type', value: 'Talk' },
      page: 3,
      pastPage: 2,
    })
    expect(calendarViewFromParams(new URLSearchParams(''))).toEqual({ filter: null, page: 1, pastPage: 1 })
    for (const bad of ['0', '-1', 'two', '1.5', '99999999'])
      expect(() => calendarViewFromParams(new URLSearchParams(`page=${bad}`))).toThrow(/not a page number/)
  })

  it('writes one canonical query per view', () => {
    expect(canonicalCalendarQuery(new URLSearchParams('page=2&type=Talk&utm_source=mail'))).toBe('type=Talk&page=2')
    expect(canonicalCalendarQuery(new URLSearchParams('department=ILLUST&type=Talk&page=1'))).toBe('type=Talk')
    expect(canonicalCalendarQuery(new URLSearchParams('utm_source=mail'))).toBeNull()
    expect(canonicalCalendarQuery(new URLSearchParams('type=Nope'))).toBe('type=Nope')
  })

  // docs/decisions/0010: each calendar view is a cached path; keyword searches are not cached
  it('sends a calendar address with a query to the route that caches it, keywords to the uncached one', () => {
    expect(calendarRewrite('/events', new URLSearchParams('type=OpenHouse&_rsc=abc'))).toEqual({
      pathname: '/events/_calendar/type%3DOpenHouse',
      consumed: ['type'],
    })
    expect(calendarRewrite('/events', new URLSearchParams('keywords=figure drawing'))).toEqual({
      pathname: '/events/_search/keywords%3Dfigure%2Bdrawing',
      consumed: ['keywords'],
    })
    expect(calendarRewrite('/events', new URLSearchParams(''))).toBeNull()
    expect(calendarRewrite('/events', new URLSearchParams('utm_source=x'))).toBeNull()
    expect(calendarRewrite('/events/some-show', new URLSearchParams('type=Talk'))).toBeNull()
  })

  it('writes the address of a filter and of each list page; reset is the bare calendar', () => {
    expect(calendarHref({ type: 'type', value: 'OpenHouse' })).toBe('/events?type=OpenHouse')
    expect(calendarHref({ type: 'keywords', value: 'figure & form' }, { page: 2, pastPage: 3 })).toBe('/events?keywords=figure+%26+form&page=2&pastPage=3')
    expect(calendarHref(null)).toBe('/events')
    expect(calendarHref(null, { page: 1 })).toBe('/events')
  })

  it('asks the store for the default month without a filter, and for the filter alone with one', () => {
    expect(calendarQueryBase(null, now).window?.to.toISOString()).toBe('2026-12-23T15:00:00.000Z')
    expect(calendarQueryBase(parseCalendarFilter('type', 'Talk'), now)).toEqual({ eventTypes: ['Talk'] })
    expect(calendarQueryBase(parseCalendarFilter('department', 'ILLUS'), now)).toEqual({ departmentCodes: ['ILLUS'] })
    expect(calendarQueryBase(parseCalendarFilter('location', 'fountain-gallery'), now)).toEqual({ locationSlugs: ['fountain-gallery'] })
    expect(calendarQueryBase(parseCalendarFilter('dates', '1767225600-1769904000'), now).window?.from.toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })
})
