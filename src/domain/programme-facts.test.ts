import { describe, expect, it } from 'vitest'

import { programmeApplyLink, programmeFacts } from './programme-facts'

const tz = 'America/New_York'
const applying = {
  howToApply: '  Send a portfolio of 15 to 20 works and a statement.  ',
  deadlines: [
    { label: 'Regular', date: '2027-02-01T17:00:00.000Z' },
    { label: 'Priority', date: '2027-01-15T17:00:00.000Z' },
    { label: '  ', date: '2027-03-01T17:00:00.000Z' },
  ],
  cost: 'Tuition $25,000 a semester.',
  costUrl: null,
}

describe('programme facts', () => {
  it('links undergraduate and graduate programmes to the APPLY menu’s link of their level (spec §2), nobody else', () => {
    expect(programmeApplyLink('Undergraduate')?.href).toBe('/admissions/how-to-apply/undergraduate-application-requirements')
    expect(programmeApplyLink('Graduate')?.href).toBe('/admissions/how-to-apply/graduate-application-requirements')
    expect(programmeApplyLink('Administrative')).toBeNull()
    expect(programmeFacts('CE', applying, tz, new Date())).toBeNull()
  })

  it('lists the deadlines in date order, a deadline passed once its day is over in the college’s time zone', () => {
    const facts = programmeFacts('Graduate', applying, tz, new Date('2027-01-16T04:59:00Z'))!
    expect(facts.howToApply).toBe('Send a portfolio of 15 to 20 works and a statement.')
    expect(facts.deadlines.map((d) => [d.label, d.date, d.passed])).toEqual([
      ['Priority', '2027-01-15', false],
      ['Regular', '2027-02-01', false],
    ])
    expect(facts.deadlines[0]!.dateLabel).toBe('Friday, January 15, 2027')
    expect(programmeFacts('Graduate', applying, tz, new Date('2027-01-16T05:00:00Z'))!.deadlines[0]!.passed).toBe(true)
  })
})
