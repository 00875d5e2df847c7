import { describe, expect, it } from 'vitest'

import {
  EARLIER_YEARS_LABEL,
  EXHIBITIONS_GRID_DISPLAYS,
  EXHIBITION_STATUSES,
  GALLERY_LOCATION_COUNT,
  exhibitionStatus,
  exhibitionsGridIndex,
  groupPastByYear,
} from './exhibitions'

const now = new Date('2026-11-23T15:00:00Z')
const show = (id: number, eventStart: string, eventEnd: string) => ({ id, eventStart, eventEnd })

describe('exhibition status', () => {
  // spec §9: statuses onview, upcoming, past; five gallery locations; grid display top, middle, bottom
  it('has the statuses, galleries and grid displays of spec §9 and §2', () => {
    expect(EXHIBITION_STATUSES).toEqual(['onview', 'upcoming', 'past'])
    expect(GALLERY_LOCATION_COUNT).toBe(5)
    expect(EXHIBITIONS_GRID_DISPLAYS).toEqual(['top', 'middle', 'bottom'])
  })

  // spec §4: on view (started, not ended), upcoming (start in future), past (ended)
  it('is on view from its first moment to its last', () => {
    expect(exhibitionStatus(show(1, '2026-11-23T15:00:00Z', '2026-12-01T00:00:00Z'), now)).toBe('onview')
    expect(exhibitionStatus(show(1, '2026-11-01T00:00:00Z', '2026-11-23T15:00:00Z'), now)).toBe('onview')
    expect(exhibitionStatus(show(1, '2026-11-23T15:00:01Z', '2026-12-01T00:00:00Z'), now)).toBe('upcoming')
    expect(exhibitionStatus(show(1, '2026-11-01T00:00:00Z', '2026-11-23T14:59:59Z'), now)).toBe('past')
  })
})

describe('past exhibitions by year (spec §4)', () => {
  it('groups by end year, newest first, with 2010 and earlier together at the end', () => {
    const groups = groupPastByYear([
      show(1, '2009-03-01T15:00:00Z', '2009-04-01T15:00:00Z'),
      show(2, '2025-01-10T15:00:00Z', '2025-02-10T15:00:00Z'),
      show(3, '2011-05-01T15:00:00Z', '2011-06-01T15:00:00Z'),
      show(4, '2010-09-01T15:00:00Z', '2010-10-01T15:00:00Z'),
      show(5, '2025-09-01T15:00:00Z', '2025-10-01T15:00:00Z'),
    ])
    expect(groups.map((group) => group.label)).toEqual(['2025', '2011', EARLIER_YEARS_LABEL])
    expect(groups[0]!.exhibitions.map((e) => e.id)).toEqual([5, 2])
    expect(groups[2]!.exhibitions.map((e) => e.id)).toEqual([4, 1])
    expect(EARLIER_YEARS_LABEL).toBe('2010 and earlier')
  })

  it('reads the end year in the college time zone', () => {
    // 03:00 UTC on 1 January 2011 is still 31 December 2010 in New York.
    const groups = groupPastByYear([show(1, '2010-12-01T15:00:00Z', '2011-01-01T03:00:00Z')], 'America/New_York')
    expect(groups.map((group) => group.label)).toEqual([EARLIER_YEARS_LABEL])
    expect(groupPastByYear([show(1, '2010-12-01T15:00:00Z', '2011-01-01T03:00:00Z')], 'Europe/Paris').map((group) => group.label)).toEqual(['2011'])
  })

  it('puts the last moment of 2010 with the earlier years and the first of 2011 on its own (New York time)', () => {
    const lastOf2010 = show(1, '2010-11-01T15:00:00Z', '2011-01-01T04:59:59Z') // 23:59:59 on 31 December in New York
    const firstOf2011 = show(2, '2010-11-01T15:00:00Z', '2011-01-01T05:00:00Z') // midnight on 1 January in New York
    const groups = groupPastByYear([lastOf2010, firstOf2011], 'America/New_York')
    expect(groups.map((group) => [group.label, group.exhibitions.map((e) => e.id)])).toEqual([
      ['2011', [2]],
      [EARLIER_YEARS_LABEL, [1]],
    ])
  })

  it('answers no groups for no exhibitions', () => {
    expect(groupPastByYear([])).toEqual([])
  })
})

describe('exhibitions grid display (spec §2)', () => {
  it('puts the grid before, in the middle of or after the page content', () => {
    expect(exhibitionsGridIndex('top', 5)).toBe(0)
    expect(exhibitionsGridIndex('middle', 5)).toBe(3)
    expect(exhibitionsGridIndex('middle', 4)).toBe(2)
    expect(exhibitionsGridIndex('bottom', 5)).toBe(5)
    expect(exhibitionsGridIndex('middle', 0)).toBe(0)
    expect(exhibitionsGridIndex('middle', 1)).toBe(1)
  })
})
