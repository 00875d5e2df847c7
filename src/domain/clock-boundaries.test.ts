import { describe, expect, it } from 'vitest'

import { CLOCK_LOOKBACK_MS, boundariesBetween, midnightsBetween } from './clock-boundaries'

const NEW_YORK = 'America/New_York'

describe('the moments cached answers must not outlive', () => {
  it('finds the college’s midnight in its time zone, the end of the window inclusive and its start exclusive', () => {
    const midnight = new Date('2026-10-26T04:00:00Z')
    expect(midnightsBetween(new Date('2026-10-26T03:59:00Z'), midnight, NEW_YORK)).toEqual([midnight])
    expect(midnightsBetween(midnight, new Date('2026-10-26T04:01:00Z'), NEW_YORK)).toEqual([])
    expect(midnightsBetween(new Date('2026-10-26T03:00:00Z'), new Date('2026-10-26T03:59:59Z'), NEW_YORK)).toEqual([])
    // Midnight UTC is nothing to a college in New York.
    expect(midnightsBetween(new Date('2026-10-25T23:59:00Z'), new Date('2026-10-26T00:01:00Z'), NEW_YORK)).toEqual([])
  })

  it('adds the content moments within the window, in time order', () => {
    const now = new Date('2026-11-28T15:00:00Z')
    const since = new Date(now.getTime() - CLOCK_LOOKBACK_MS)
    expect(CLOCK_LOOKBACK_MS).toBe(120_000)
    const found = boundariesBetween(since, now, NEW_YORK, ['2026-11-28T14:59:30Z', '2026-11-28T14:58:30Z', '2026-11-28T14:57:59Z', '2026-11-28T15:00:01Z'])
    expect(found.map((moment) => moment.toISOString())).toEqual(['2026-11-28T14:58:30.000Z', '2026-11-28T14:59:30.000Z'])
  })
})
