import { describe, expect, it } from 'vitest'

import { dateBadge, eventWhen, eventWhenLong, monthSpans, newsletterUpcomingFrom, zoneAbbreviation } from './event-dates'

const NY = 'America/New_York'

describe('event dates (spec §9 formats, college time zone)', () => {
  it('writes a one-day event with its times', () => {
    const lecture = { eventStart: '2026-11-30T23:30:00Z', eventEnd: '2026-12-01T01:00:00Z' }
    // 6:30 PM to 8 PM in New York: still Monday 30 November there, though UTC is on 1 December.
    expect(eventWhen(lecture, NY)).toEqual({ date: 'Mon. Nov. 30', time: '6:30 PM – 8 PM' })
    expect(eventWhenLong(lecture, NY)).toEqual({ date: 'Monday, November 30, 2026', time: '6:30 PM – 8 PM' })
    expect(dateBadge(lecture, NY)).toEqual({ month: 'NOV', day: '30', until: null })
    expect(zoneAbbreviation(lecture.eventStart, NY)).toBe('EST')
    expect(zoneAbbreviation('2026-07-01T12:00:00Z', NY)).toBe('EDT')
  })

  it('writes a span as two month-day dates, with years when they differ', () => {
    const show = { eventStart: '2026-11-03T15:00:00Z', eventEnd: '2026-12-20T23:00:00Z', allDay: true }
    expect(eventWhen(show, NY)).toEqual({ date: 'Nov 3 – Dec 20', time: null })
    expect(eventWhen({ ...show, eventEnd: '2027-01-10T23:00:00Z' }, NY).date).toBe('Nov 3, 2026 – Jan 10, 2027')
    expect(eventWhenLong(show, NY)).toEqual({ date: 'Tuesday, November 3, 2026 – Sunday, December 20, 2026', time: null })
    expect(dateBadge(show, NY)).toEqual({ month: 'NOV', day: '3', until: 'Dec 20' })
  })

  it('reads the day in the college zone, not the server zone', () => {
    const late = { eventStart: '2026-06-02T02:00:00Z', eventEnd: '2026-06-02T03:00:00Z' }
    expect(eventWhen(late, NY).date).toBe('Mon. Jun. 1')
    expect(eventWhen(late, 'Europe/Paris').date).toBe('Tue. Jun. 2')
  })
})

describe('browse by month', () => {
  it('spans whole months in the college zone, past ones included', () => {
    const months = monthSpans(new Date('2026-11-23T15:00:00Z'), NY, 1, 1)
    expect(months.map((m) => m.label)).toEqual(['October 2026', 'November 2026', 'December 2026'])
    expect(months[1]!.current).toBe(true)
    const [from, to] = months[1]!.value.split('-').map((s) => new Date(Number(s) * 1000))
    expect(from!.toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(to!.toISOString()).toBe('2026-12-01T04:59:59.000Z')
  })

  it('starts each month at its own midnight across daylight saving changes', () => {
    // Seen from October (daylight time), December to March are in standard time, and March changes mid-month.
    const months = monthSpans(new Date('2026-10-15T15:00:00Z'), NY, 0, 6)
    const bounds = months.map((m) => m.value.split('-').map((s) => new Date(Number(s) * 1000).toISOString()))
    expect(bounds[2]).toEqual(['2026-12-01T05:00:00.000Z', '2027-01-01T04:59:59.000Z'])
    expect(bounds[5]).toEqual(['2027-03-01T05:00:00.000Z', '2027-04-01T03:59:59.000Z'])
    expect(bounds[6]![0]).toBe('2027-04-01T04:00:00.000Z')
  })
})

describe('newsletterUpcomingFrom', () => {
  it('spec §9: newsletter upcoming events start the day after the issue date, at midnight in the college time zone', () => {
    // 23:30 in New York on 1 March is already 2 March in UTC; the next day is still 2 March locally.
    expect(newsletterUpcomingFrom('2026-03-02T04:30:00Z', NY)).toBe('2026-03-02T05:00:00.000Z')
    expect(newsletterUpcomingFrom('2026-07-10T12:00:00Z', NY)).toBe('2026-07-11T04:00:00.000Z')
  })
})
