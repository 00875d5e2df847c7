import { describe, expect, it } from 'vitest'

import {
  RFI_MAIN_TYPES,
  RFI_TYPES,
  START_TERM_UPDATE_DATES,
  SUMMER_START_PROGRAMME,
  UNDECIDED_PROGRAMME,
  programmeName,
  programmesOf,
  startTermChoices,
} from './request-for-information'

const departments = [
  { title: 'Visual Narrative', type: 'Graduate', degrees: ['MFA'] },
  { title: 'Art Therapy', type: 'Graduate', degrees: ['MPS'] },
  { title: 'Illustration', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Animation and Motion', type: 'Undergraduate', degrees: ['BFA'] },
  { title: 'Library', type: 'Administrative', degrees: [] },
  { title: 'Foundation Studies', type: 'Academic', degrees: ['No Degree'] },
]

describe('request for information (spec §3)', () => {
  it('has the types and main types of spec §3', () => {
    expect(RFI_TYPES).toEqual(['Subscribe', 'RequestMaterials', 'ForDepartmentPage'])
    expect(RFI_MAIN_TYPES).toEqual(['Graduate', 'Undergraduate'])
  })
})

describe('programme lists (spec §9)', () => {
  it('names a programme by its degree and department', () => {
    expect(programmeName({ title: 'Visual Narrative', degrees: ['MFA'], type: 'Graduate' })).toBe(SUMMER_START_PROGRAMME)
    expect(programmeName({ title: 'Foundation Studies', degrees: ['No Degree'], type: 'Academic' })).toBe('Foundation Studies')
  })

  it('lists the departments of the main type by name, then Undecided', () => {
    expect(programmesOf(departments, 'Graduate')).toEqual(['MFA Visual Narrative', 'MPS Art Therapy', UNDECIDED_PROGRAMME])
    expect(programmesOf(departments, 'Undergraduate')).toEqual(['BFA Animation and Motion', 'BFA Illustration', 'Undecided'])
  })
})

describe('start terms (spec §9)', () => {
  const graduate = ['MFA Visual Narrative', 'MPS Art Therapy', 'Undecided']

  it('updates spring on 15 January, fall and summer on 1 September', () => {
    expect(START_TERM_UPDATE_DATES).toEqual({ Spring: { month: 1, day: 15 }, Summer: { month: 9, day: 1 }, Fall: { month: 9, day: 1 } })
  })

  it('offers the spring term of this year until 15 January, then next year’s', () => {
    expect(startTermChoices(['BFA Illustration'], 'Undergraduate', { year: 2027, month: 1, day: 14 }).all).toEqual([
      'Spring 2027',
      'Fall 2027',
      'Spring 2028',
      'Fall 2028',
    ])
    expect(startTermChoices(['BFA Illustration'], 'Undergraduate', { year: 2027, month: 1, day: 15 }).all).toEqual([
      'Fall 2027',
      'Spring 2028',
      'Fall 2028',
      'Spring 2029',
    ])
  })

  it('offers fall and summer of this year until 1 September, then next year’s', () => {
    expect(startTermChoices(graduate, 'Graduate', { year: 2026, month: 8, day: 31 }).all).toEqual(['Summer 2026', 'Fall 2026', 'Summer 2027', 'Fall 2027'])
    expect(startTermChoices(graduate, 'Graduate', { year: 2026, month: 9, day: 1 }).all).toEqual(['Summer 2027', 'Fall 2027', 'Summer 2028', 'Fall 2028'])
  })

  it('starts only MFA Visual Narrative in summer, every other graduate programme in fall', () => {
    const { byProgramme } = startTermChoices(graduate, 'Graduate', { year: 2026, month: 11, day: 24 })
    expect(byProgramme['MFA Visual Narrative']).toEqual(['Summer 2027', 'Summer 2028'])
    expect(byProgramme['MPS Art Therapy']).toEqual(['Fall 2027', 'Fall 2028'])
    expect(byProgramme.Undecided).toEqual(['Summer 2027', 'Fall 2027', 'Summer 2028', 'Fall 2028'])
  })

  it('offers no summer to a graduate form without MFA Visual Narrative', () => {
    expect(startTermChoices(['MPS Art Therapy', 'MFA Fine Arts'], 'Graduate', { year: 2026, month: 11, day: 24 }).all).toEqual(['Fall 2027', 'Fall 2028'])
  })
})
