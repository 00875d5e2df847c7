import { describe, expect, it, vi } from 'vitest'

import { DATE_FORMATS, datesIntervalOf, dayjs, formatDate, formatTime, isSameDay, isoInZone, parseInstant, yearIn } from './dates'

const zone = 'America/New_York'

describe('date formats', () => {
  // spec §9: 'dddd, MMMM D, YYYY', 'ddd. MMM. D', 'MMM D'
  it('are the three formats of spec §9', () => {
    expect(DATE_FORMATS).toEqual({ long: 'dddd, MMMM D, YYYY', short: 'ddd. MMM. D', monthDay: 'MMM D' })
  })

  it('format in the college time zone, not the server one', () => {
    // 02:30 UTC on 3 March is still 2 March in New York.
    const instant = '2026-03-03T02:30:00Z'
    expect(formatDate(instant, 'long', zone)).toBe('Monday, March 2, 2026')
    expect(formatDate(instant, 'short', zone)).toBe('Mon. Mar. 2')
    expect(formatDate(instant, 'monthDay', zone)).toBe('Mar 2')
    expect(formatDate(instant, 'long', 'Europe/Paris')).toBe('Tuesday, March 3, 2026')
  })

  it('write times as a college does, across a daylight-saving change', () => {
    expect(formatTime('2026-03-02T23:30:00Z', zone)).toBe('6:30 PM')
    expect(formatTime('2026-07-01T14:00:00Z', zone)).toBe('10 AM')
  })

  it('compare days and years in the time zone', () => {
    expect(isSameDay('2026-03-03T02:30:00Z', '2026-03-02T15:00:00Z', zone)).toBe(true)
    expect(isSameDay('2026-03-03T05:30:00Z', '2026-03-02T15:00:00Z', zone)).toBe(false)
    expect(yearIn('2027-01-01T03:00:00Z', zone)).toBe(2026)
  })

  it('answers ISO 8601 with the offset of the zone', () => {
    expect(isoInZone('2026-07-01T14:00:00Z', zone)).toBe('2026-07-01T10:00:00-04:00')
    expect(isoInZone('2026-01-01T14:00:00Z', zone)).toBe('2026-01-01T09:00:00-05:00')
  })
})

describe('instants in API parameters', () => {
  it('read a bare date as a day in the college time zone', () => {
    expect(parseInstant('2026-11-23', zone)?.toISOString()).toBe('2026-11-23T05:00:00.000Z')
    expect(parseInstant('2026-11-23', zone, 'end')?.toISOString()).toBe('2026-11-24T04:59:59.999Z')
  })

  it('honour an offset, and read a time without one in the time zone', () => {
    expect(parseInstant('2026-11-23T18:30:00Z', zone)?.toISOString()).toBe('2026-11-23T18:30:00.000Z')
    expect(parseInstant('2026-11-23T18:30:00+01:00', zone)?.toISOString()).toBe('2026-11-23T17:30:00.000Z')
    expect(parseInstant('2026-07-01T10:00', zone)?.toISOString()).toBe('2026-07-01T14:00:00.000Z')
  })

  it.each(['2026-02-30', '2026-13-01', '2026-11-23T24:00', '2026-11-23 18:30', '23/11/2026', 'today', '', '2026-11-23T18:30:00+1'])('refuse %j', (value) => {
    expect(parseInstant(value, zone)).toBeNull()
  })
})

describe('how a course section’s meetings read (spec §3 datesInterval, §9 date formats)', () => {
  it('writes the span of its dates in the spec’s short format', () => {
    expect(datesIntervalOf('2026-02-02T12:00:00.000Z', '2026-03-30T12:00:00.000Z')).toBe('Feb 2 – Mar 30, 2026')
    expect(datesIntervalOf('2026-07-06', '2026-07-06')).toBe('Jul 6, 2026')
    expect(datesIntervalOf('2026-12-14', '2027-01-11')).toBe('Dec 14, 2026 – Jan 11, 2027')
    expect(datesIntervalOf(null, null)).toBeNull()
  })
})

// Decision 0175: formatting in the college's zone reads the zone's offset from one formatter per zone, not a new one per date.
describe('dates in a time zone', () => {
  // Half-hour changes (Lord Howe), none (Kolkata), and New York's; every 73 hours of a year, at varied minutes.
  const zones = ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe']
  const instants = Array.from({ length: 120 }, (_, step) => Date.UTC(2026, 0, 1) + step * 73 * 3_600_000 + (step % 7) * 61_001)

  it('read as the timezone plugin reads them, through both changes of the clock', () => {
    for (const timeZone of zones) {
      for (const instant of instants) {
        const plugin = dayjs(instant).tz(timeZone)
        expect(isoInZone(instant, timeZone)).toBe(plugin.format('YYYY-MM-DDTHH:mm:ssZ'))
        expect(formatDate(instant, 'long', timeZone)).toBe(plugin.format(DATE_FORMATS.long))
        expect(formatTime(instant, timeZone)).toBe(plugin.format('h:mm A').replace(':00 ', ' '))
        expect(yearIn(instant, timeZone)).toBe(plugin.year())
      }
    }
  })

  it('make no formatter per date', () => {
    const toLocaleString = vi.spyOn(Date.prototype, 'toLocaleString')
    for (const instant of instants.slice(0, 200)) formatDate(instant, 'short', 'America/Chicago')
    expect(toLocaleString).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })

  it('leave a date that is none as dayjs does', () => {
    expect(formatDate('not a date', 'short')).toBe('Invalid Date')
  })
})
