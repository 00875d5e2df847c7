import { describe, expect, it } from 'vitest'

import {
  EVENTS_PAGE_SIZE,
  EVENT_LIMITS,
  EVENT_TYPES,
  calendarLists,
  defaultCalendarWindow,
  eventTypeLabel,
  eventTypesLike,
  isEventType,
  isExpired,
} from './events'

const now = new Date('2026-11-23T15:00:00Z')

describe('event types', () => {
  // spec §3: the twelve event types and their labels
  it('are the types of spec §3 with their labels', () => {
    expect(EVENT_TYPES.map((type) => type.value)).toEqual([
      'Exhibition',
      'Ceremony',
      'Conference',
      'InformationSession',
      'OpenHouse',
      'Performance',
      'Reception',
      'Screening',
      'SpecialEvent',
      'Talk',
      'Workshop',
      'Event',
    ])
    expect(eventTypeLabel('InformationSession')).toBe('Information Session')
    expect(eventTypeLabel('OpenHouse')).toBe('Open House')
    expect(eventTypeLabel('SpecialEvent')).toBe('Special Event')
    expect(eventTypeLabel('Talk')).toBe('Talk')
  })

  it('tell a type from anything else', () => {
    expect(isEventType('Workshop')).toBe(true)
    expect(isEventType('workshop')).toBe(false)
    expect(isEventType('Information Session')).toBe(false)
  })
})

describe('eventType like (spec §7)', () => {
  it('matches types by value or label, ignoring case', () => {
    expect(eventTypesLike('session')).toEqual(['InformationSession'])
    expect(eventTypesLike('Open House')).toEqual(['OpenHouse'])
    expect(eventTypesLike('EVENT')).toEqual(['SpecialEvent', 'Event'])
    expect(eventTypesLike('lecture')).toEqual([])
    expect(eventTypesLike('%')).toEqual([])
  })
})

describe('event limits', () => {
  // spec §7, §9: page size 50; month 1000, on view 20, upcoming 3, past 9999, newsletter 10 and 50
  it('are the limits of spec §7 and §9', () => {
    expect(EVENTS_PAGE_SIZE).toBe(50)
    expect(EVENT_LIMITS).toEqual({ default: 50, month: 1000, onView: 20, upcoming: 3, past: 9999, newsletterOnView: 10, newsletterUpcoming: 50 })
  })
})

describe('expiry and the calendar window', () => {
  it('expires an event once it has ended, not when it starts', () => {
    expect(isExpired({ eventStart: '2026-11-23T14:00:00Z', eventEnd: '2026-11-23T16:00:00Z' }, now)).toBe(false)
    expect(isExpired({ eventStart: '2026-11-23T13:00:00Z', eventEnd: '2026-11-23T14:59:59Z' }, now)).toBe(true)
    expect(isExpired({ eventStart: '2026-11-23T13:00:00Z', eventEnd: '2026-11-23T15:00:00Z' }, now)).toBe(false)
  })

  // spec §9: calendar window default one month from now
  it('opens one month from now by default', () => {
    const window = defaultCalendarWindow(now)
    expect(window.from).toEqual(now)
    expect(window.to.toISOString()).toBe('2026-12-23T15:00:00.000Z')
    expect(defaultCalendarWindow(new Date('2027-01-31T12:00:00Z')).to.toISOString()).toBe('2027-03-03T12:00:00.000Z')
  })
})

describe('the events split (spec §4)', () => {
  it('puts events not yet over first, soonest first, and expired ones in the past list, most recent first', () => {
    const { events, past } = calendarLists({ eventTypes: ['Talk'] }, now, { includeExpired: true })
    expect(events).toEqual({ eventTypes: ['Talk'], expired: false, sort: { field: 'eventStart', direction: 'ASC' } })
    expect(past).toEqual({ eventTypes: ['Talk'], expired: true, sort: { field: 'eventStart', direction: 'DESC' } })
  })

  it('has no past list unless expired events are asked for', () => {
    const window = defaultCalendarWindow(now)
    expect(calendarLists({ window }, now, { includeExpired: false }).past).toBeNull()
  })

  it('puts everything in the events list for a span that is already over', () => {
    const october = { from: new Date('2026-10-01T04:00:00Z'), to: new Date('2026-11-01T03:59:59Z') }
    const { events, past } = calendarLists({ window: october }, now, { includeExpired: true })
    expect(past).toBeNull()
    expect(events.expired).toBeUndefined()
    expect(events.window).toEqual(october)
  })

  it('splits a span that reaches past now', () => {
    const november = { from: new Date('2026-11-01T04:00:00Z'), to: new Date('2026-12-01T04:59:59Z') }
    const { events, past } = calendarLists({ window: november }, now, { includeExpired: true })
    expect(events.expired).toBe(false)
    expect(past?.expired).toBe(true)
  })
})
