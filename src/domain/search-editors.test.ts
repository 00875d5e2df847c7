import { describe, expect, it } from 'vitest'

import { SEARCH_REPORT_DAYS, promotionFor, reportDays, synonymGroups, synonymsOf } from './search-editors'

describe('editors’ synonyms', () => {
  const groups = synonymGroups(['Tour, visit', 'jobs, Working at Foundry', 'lonely', ' , '])

  it('reads each group’s members as folded words, dropping groups of one', () => {
    expect(groups).toEqual([
      [['tour'], ['visit']],
      [['jobs'], ['working', 'at', 'foundry']],
    ])
  })

  it('finds the other members of a one-word member’s groups, either way', () => {
    expect(synonymsOf('tour', groups)).toEqual([['visit']])
    expect(synonymsOf('visit', groups)).toEqual([['tour']])
    expect(synonymsOf('jobs', groups)).toEqual([['working', 'at', 'foundry']])
    expect(synonymsOf('working', groups)).toEqual([])
  })
})

describe('promoted results', () => {
  it('promotes a page for a query with the same words, whatever the case and accents', () => {
    const promotions = [{ query: 'Campus Tour', page: 7 }]
    expect(promotionFor('campus  tour', promotions)).toBe(7)
    expect(promotionFor('Campus tour!', promotions)).toBe(7)
    expect(promotionFor('tour', promotions)).toBeNull()
    expect(promotionFor('%%%', promotions)).toBeNull()
  })
})

describe('the query report', () => {
  it('covers the last 30 days, today included', () => {
    expect(SEARCH_REPORT_DAYS).toBe(30)
    expect(reportDays(new Date('2026-11-28T23:30:00Z'))).toEqual({ today: '2026-11-28', since: '2026-10-30' })
  })
})
