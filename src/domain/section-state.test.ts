import { describe, expect, it } from 'vitest'

import {
  NOT_REGISTERING,
  OFFER_AVAILABILITY,
  SECTION_STATES,
  type SectionDates,
  canRegister,
  notRegisteringMessage,
  sectionLastDay,
  sectionState,
  sectionStateLabel,
} from './section-state'
import { todayIn } from './zoned-time'

const SECTION_STATE_VALUES = SECTION_STATES.map((state) => state.value)
/** The state at an instant, as the services decide it: on the college's today (`collegeToday`). */
const sectionStateAt = (section: SectionDates, now: Date, timeZone: string) => sectionState(section, todayIn(timeZone, now))

const NEW_YORK = 'America/New_York'
/** A section whose last meeting is on 25 October 2026. */
const welding = { registrationStatus: 'open' as const, endDate: '2026-10-25' }

describe('sectionState: staff’s status, then the calendar (spec §3 Course: meetingSchedules, semesterId)', () => {
  it('is staff’s status up to and on the last meeting’s day, and ended from the day after', () => {
    expect(sectionState(welding, '2026-10-24')).toBe('open')
    expect(sectionState(welding, '2026-10-25')).toBe('open')
    expect(sectionState(welding, '2026-10-26')).toBe('ended')
    expect(sectionState({ ...welding, registrationStatus: 'waitlist' }, '2026-10-25')).toBe('waitlist')
    expect(sectionState({ ...welding, registrationStatus: 'waitlist' }, '2026-10-26')).toBe('ended')
    expect(sectionState({ ...welding, registrationStatus: 'closed' }, '2026-10-25')).toBe('closed')
    expect(sectionState({ ...welding, registrationStatus: 'closed' }, '2026-10-26')).toBe('ended')
  })

  it('keeps a cancelled section cancelled, before and after its dates: it never ran', () => {
    expect(sectionState({ ...welding, registrationStatus: 'cancelled' }, '2026-10-01')).toBe('cancelled')
    expect(sectionState({ ...welding, registrationStatus: 'cancelled' }, '2026-11-28')).toBe('cancelled')
  })

  it('counts a section without meetings to its semester’s last day, and never ends one with no date at all', () => {
    const housing = { registrationStatus: 'open' as const, endDate: null, semesterEndDate: '2026-08-15T12:00:00.000Z' }
    expect(sectionLastDay(housing)).toBe('2026-08-15')
    expect(sectionState(housing, '2026-08-15')).toBe('open')
    expect(sectionState(housing, '2026-08-16')).toBe('ended')
    expect(sectionState({ registrationStatus: 'open', endDate: null }, '2099-01-01')).toBe('open')
    // The meetings speak first.
    expect(sectionLastDay({ endDate: '2026-07-30', semesterEndDate: '2026-08-15' })).toBe('2026-07-30')
  })

  it('turns at the college’s midnight in its time zone, not the server’s', () => {
    // 25 October 2026, 23:59:59 in New York is already 26 October in UTC.
    expect(sectionStateAt(welding, new Date('2026-10-26T03:59:59Z'), NEW_YORK)).toBe('open')
    expect(sectionStateAt(welding, new Date('2026-10-26T04:00:00Z'), NEW_YORK)).toBe('ended')
    // The same instants for a college in Tokyo: its 26 October began at 15:00 UTC on the 25th.
    expect(sectionStateAt(welding, new Date('2026-10-25T14:59:59Z'), 'Asia/Tokyo')).toBe('open')
    expect(sectionStateAt(welding, new Date('2026-10-25T15:00:00Z'), 'Asia/Tokyo')).toBe('ended')
  })
})

describe('what each state lets a visitor do (spec §4 cart: add item; §7 registration hand-off)', () => {
  it('lets open and waitlisted sections into the cart, nothing else', () => {
    expect(SECTION_STATE_VALUES.filter(canRegister)).toEqual(['open', 'waitlist'])
  })

  it('says plainly why a section takes no registrations', () => {
    expect(notRegisteringMessage('open')).toBeNull()
    expect(notRegisteringMessage('waitlist')).toBeNull()
    expect(notRegisteringMessage('ended')).toBe(NOT_REGISTERING.ended)
    expect(NOT_REGISTERING.ended).toMatch(/has ended/)
    expect(sectionStateLabel('ended')).toBe('Ended')
  })

  it('is in stock only while open (schema.org Offer.availability)', () => {
    expect(SECTION_STATE_VALUES.filter((state) => OFFER_AVAILABILITY[state] === 'https://schema.org/InStock')).toEqual(['open'])
  })
})
