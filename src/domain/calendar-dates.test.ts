import { describe, expect, it } from 'vitest'

import { DATES_FORM_MESSAGES, datesFilterValue } from './calendar-dates'
import { parseDatesValue } from './calendar-filter'

const seconds = (iso: string) => new Date(iso).getTime() / 1000

describe('the calendar’s dates form', () => {
  // spec §2: the calendar filters by dates, two timestamps joined by a dash
  it('gives whole days of the college’s time zone as the dates value', () => {
    expect(datesFilterValue('2026-12-01', '2026-12-05', 'America/New_York')).toEqual({
      value: `${seconds('2026-12-01T05:00:00Z')}-${seconds('2026-12-06T05:00:00Z') - 1}`,
    })
    // Daylight saving ends on 1 November 2026 in New York: that day has 25 hours.
    expect(datesFilterValue('2026-11-01', '', 'America/New_York')).toEqual({
      value: `${seconds('2026-11-01T04:00:00Z')}-${seconds('2026-11-02T05:00:00Z') - 1}`,
    })
  })

  it('reads back as the same days', () => {
    const dated = datesFilterValue('2026-03-08', '2026-03-09', 'Europe/Paris')
    expect('value' in dated && parseDatesValue(dated.value)).toEqual({ from: new Date('2026-03-07T23:00:00Z'), to: new Date('2026-03-09T22:59:59Z') })
  })

  it('says what is missing or wrong', () => {
    expect(datesFilterValue('', '2026-12-05', 'America/New_York')).toEqual({ error: DATES_FORM_MESSAGES.noFirstDay })
    expect(datesFilterValue('2026-02-30', '', 'America/New_York')).toEqual({ error: DATES_FORM_MESSAGES.noFirstDay })
    expect(datesFilterValue('2026-12-05', '2026-12-01', 'America/New_York')).toEqual({ error: DATES_FORM_MESSAGES.lastBeforeFirst })
  })
})
