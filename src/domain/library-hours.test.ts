import { describe, expect, it } from 'vitest'

import {
  LIBRARY_IDS,
  type LibrarySchedule,
  MAX_HOURS_RANGE_DAYS,
  addDays,
  daysBetween,
  describeDay,
  formatLibCalTime,
  hoursForRange,
  hoursOn,
  parseDay,
  parseTimeOfDay,
  rangeProblem,
  regularWeek,
  startOfWeek,
  weekdayOf,
} from './library-hours'

const schedule: LibrarySchedule = {
  libraryId: 5459,
  name: 'Hester Library',
  regularHours: [
    { day: 'monday', closed: false, opens: '09:00', closes: '21:00' },
    { day: 'tuesday', closed: false, opens: '09:00', closes: '21:30' },
    { day: 'wednesday', closed: false, opens: '09:00', closes: '21:00' },
    { day: 'thursday', closed: false, opens: '09:00', closes: '21:00' },
    { day: 'friday', closed: false, opens: '09:00', closes: '17:00' },
    { day: 'saturday', closed: false, opens: '12:00', closes: '18:00' },
    { day: 'sunday', closed: true },
  ],
  exceptions: [
    { label: 'Winter break', from: '2026-12-21', to: '2027-01-03', closed: true },
    { label: 'Open for thesis reviews', from: '2026-12-28', to: '2026-12-28', closed: false, opens: '10:00', closes: '16:00' },
    { label: 'Finals: open all night', from: '2026-12-14', to: '2026-12-14', closed: false, opens: '00:00', closes: '24:00' },
    { label: 'Broken', from: 'not-a-day', to: '2026-12-15', closed: true },
  ],
}

describe('library hours', () => {
  // spec §3: library ids 5459 and 5461
  it('knows the two libraries of spec §3', () => {
    expect(LIBRARY_IDS).toEqual([5459, 5461])
    expect(MAX_HOURS_RANGE_DAYS).toBeGreaterThanOrEqual(366)
  })

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-1-01', null],
    ['20261123', null],
    ['2026-11-23T00:00:00Z', null],
    ['1969-12-31', null],
    ['', null],
    [42, null],
    [null, null],
  ])('reads the day %j as %j', (value, day) => {
    expect(parseDay(value)).toBe(day)
  })

  it.each([
    ['09:00', '09:00'],
    ['24:00', '24:00'],
    ['23:59', '23:59'],
    ['24:01', null],
    ['9:00', null],
    ['09:60', null],
  ])('reads the time %j as %j', (value, time) => {
    expect(parseTimeOfDay(value)).toBe(time)
  })

  it('counts days across months, years and a leap day', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'])
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(weekdayOf('2026-11-23')).toBe('monday')
    expect(weekdayOf('2026-11-29')).toBe('sunday')
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23')
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23')
  })

  it('refuses ranges that run backwards or are too long', () => {
    expect(rangeProblem('2026-11-23', '2026-11-23')).toBeNull()
    expect(rangeProblem('2026-11-23', '2026-11-22')).toMatch(/before/)
    expect(rangeProblem('2026-01-01', addDays('2026-01-01', MAX_HOURS_RANGE_DAYS - 1))).toBeNull()
    expect(rangeProblem('2026-01-01', addDays('2026-01-01', MAX_HOURS_RANGE_DAYS))).toMatch(/at most/)
  })

  it('writes times the way LibCal does', () => {
    expect(formatLibCalTime('09:00')).toBe('9:00am')
    expect(formatLibCalTime('21:30')).toBe('9:30pm')
    expect(formatLibCalTime('12:00')).toBe('12:00pm')
    expect(formatLibCalTime('00:30')).toBe('12:30am')
    expect(formatLibCalTime('24:00')).toBe('12:00am')
  })

  it('follows the regular week', () => {
    expect(hoursOn('2026-11-24', schedule)).toEqual({ date: '2026-11-24', status: 'open', hours: [{ from: '9:00am', to: '9:30pm' }], note: null })
    expect(hoursOn('2026-11-29', schedule)).toEqual({ date: '2026-11-29', status: 'closed', hours: [], note: null })
  })

  it('lets the shortest exception that covers a day win', () => {
    expect(hoursOn('2026-12-24', schedule)).toMatchObject({ status: 'closed', note: 'Winter break' })
    expect(hoursOn('2026-12-28', schedule)).toMatchObject({ status: 'open', hours: [{ from: '10:00am', to: '4:00pm' }], note: 'Open for thesis reviews' })
    expect(hoursOn('2026-12-14', schedule)).toMatchObject({ status: '24hours', note: 'Finals: open all night' })
  })

  it('ignores an exception whose days cannot be read', () => {
    expect(hoursOn('2026-12-15', schedule).status).toBe('open')
  })

  it('closes a day whose hours make no sense rather than inventing some', () => {
    const odd: LibrarySchedule = { ...schedule, regularHours: [{ day: 'monday', closed: false, opens: '18:00', closes: '09:00' }], exceptions: [] }
    expect(hoursOn('2026-11-23', odd).status).toBe('closed')
    expect(hoursOn('2026-11-24', odd).status).toBe('closed')
  })

  it('answers every day of a range, in order', () => {
    const week = hoursForRange(schedule, '2026-12-19', '2026-12-22')
    expect(week.id).toBe(5459)
    expect(week.days.map((d) => d.date)).toEqual(['2026-12-19', '2026-12-20', '2026-12-21', '2026-12-22'])
    expect(week.days.map(describeDay)).toEqual(['12pm – 6pm', 'Closed', 'Closed', 'Closed'])
  })

  it('lists the regular week Monday to Sunday in words', () => {
    expect(regularWeek(schedule).map((d) => `${d.day} ${d.label}`)).toEqual([
      'monday 9am – 9pm',
      'tuesday 9am – 9:30pm',
      'wednesday 9am – 9pm',
      'thursday 9am – 9pm',
      'friday 9am – 5pm',
      'saturday 12pm – 6pm',
      'sunday Closed',
    ])
  })

  it('describes open, closed and all-night days in words', () => {
    expect(describeDay({ date: 'x', status: 'open', hours: [{ from: '9:00am', to: '9:30pm' }], note: null })).toBe('9am – 9:30pm')
    expect(describeDay({ date: 'x', status: '24hours', hours: [], note: null })).toBe('Open 24 hours')
    expect(describeDay({ date: 'x', status: 'text', hours: [], note: 'By request' })).toBe('By request')
  })
})
