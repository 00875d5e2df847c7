import { describe, expect, it } from 'vitest'

import { parseInstant } from './dates'
import { todayIn, zoneOffsetMs, zonedDay, zonedDayEnd, zonedDayStart } from './zoned-time'

describe('days in the college time zone, without a date library', () => {
  it('agrees with dayjs on the start and end of days, across daylight saving changes', () => {
    for (const day of ['2026-01-15', '2026-03-08', '2026-03-09', '2026-07-04', '2026-11-01', '2026-11-02', '2024-02-29']) {
      for (const zone of ['America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'UTC']) {
        expect(zonedDayStart(day, zone)?.toISOString(), `${day} ${zone}`).toBe(parseInstant(day, zone, 'start')!.toISOString())
        expect(zonedDayEnd(day, zone)!.getTime(), `${day} ${zone}`).toBe(parseInstant(day, zone, 'end')!.getTime() - 999)
      }
    }
  })

  it('knows the offset and the day of an instant', () => {
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * 3600_000)
    expect(zoneOffsetMs(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe(-5 * 3600_000)
    expect(zonedDay(new Date('2026-11-24T03:00:00Z'), 'America/New_York')).toBe('2026-11-23')
  })

  it('refuses days that do not exist', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', 'tomorrow', '']) expect(zonedDayStart(bad, 'America/New_York')).toBeNull()
  })
})

describe('todayIn', () => {
  it('is the day it is in the college’s time zone', () => {
    // 03:00 UTC on the 24th is still the 23rd in New York.
    expect(todayIn('America/New_York', new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23')
    expect(todayIn('Europe/Berlin', new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24')
  })
})
