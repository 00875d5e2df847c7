import { describe, expect, it } from 'vitest'

import {
  type CourseQuery,
  type SearchableCourse,
  compareCourses,
  courseMatcher,
  courseSearchText,
  isCurrentCourse,
  searchText,
  withSubCategories,
} from './course-query'

const section = (overrides: Partial<SearchableCourse> = {}): SearchableCourse => ({
  id: 1,
  type: 'CE',
  registrationId: '40101',
  title: 'Figure Drawing',
  courseNumber: 'CE-DRW-2031',
  semesterId: 'fall/2026',
  building: { id: 3, code: 'LUDL' },
  categories: [{ id: 10 }],
  secLocation: 'NYC',
  secLevel: 'CE',
  secCourseTypes: ['Studio'],
  isPreCollege: false,
  startDate: '2026-10-05',
  endDate: '2026-12-07',
  lastDay: '2026-12-07',
  earliestTime: '18:30',
  latestTime: '21:00',
  meetingSchedules: [{ days: ['mon', 'wed'] }],
  instructors: [{ name: 'Noor Haddad' }],
  description: 'Drawing from the model, in charcoal and ink.',
  keywords: 'life drawing',
  ...overrides,
})

/** The category tree: 1 ─ 10 ─ 11, and 2 apart. */
const PARENTS = new Map<number, number | null>([
  [1, null],
  [10, 1],
  [11, 10],
  [2, null],
])

function matches(query: CourseQuery, course = section()) {
  return courseMatcher(query, withSubCategories(query.categoryIds ?? [], PARENTS))(course, courseSearchText(course))
}

describe('the course filters (spec §7)', () => {
  it('matches everything with no filter', () => {
    expect(matches({})).toBe(true)
  })

  it('keeps a section only when every filter holds', () => {
    expect(matches({ types: ['CE'], secLocations: ['NYC'], semesterIds: ['fall/2026'] })).toBe(true)
    expect(matches({ types: ['CE'], secLocations: ['Online'] })).toBe(false)
  })

  it.each<[string, CourseQuery, boolean]>([
    ['registrationId', { registrationIds: ['40101', '40102'] }, true],
    ['registrationId, another', { registrationIds: ['40102'] }, false],
    ['building', { buildingIds: [3] }, true],
    ['building, another', { buildingIds: [4] }, false],
    ['building by code', { buildingCodes: ['LUDL'] }, true],
    ['building by another code', { buildingCodes: ['ALLN'] }, false],
    ['building by another id or its code', { buildingIds: [4], buildingCodes: ['LUDL'] }, true],
    ['secLevel', { secLevels: ['CE'] }, true],
    ['secCourseTypes, any of them', { secCourseTypes: ['Lecture', 'Studio'] }, true],
    ['secCourseTypes, none of them', { secCourseTypes: ['Online'] }, false],
    ['isHousing false', { isHousing: false }, true],
    ['isHousing true', { isHousing: true }, false],
    ['isPreCollege', { isPreCollege: true }, false],
    ['courseNumbers, exactly', { courseNumbers: ['CE-DRW-2031'] }, true],
    ['courseNumbers, not a part', { courseNumbers: ['CE-DRW'] }, false],
    ['notIds', { notIds: [1] }, false],
    ['endingFrom, still meeting', { endingFrom: '2026-12-07' }, true],
    ['endingFrom, ended', { endingFrom: '2026-12-08' }, false],
    ['endedBefore, its last day', { endedBefore: '2026-12-07' }, false],
    ['endedBefore, the day after', { endedBefore: '2026-12-08' }, true],
    ['startingFrom, its first day', { startingFrom: '2026-10-05' }, true],
    ['startingFrom, the day after (started already)', { startingFrom: '2026-10-06' }, false],
    ['days, one of its days', { days: ['wed', 'sat'] }, true],
    ['days, none of its days', { days: ['tue', 'sat'] }, false],
  ])('%s', (_, query, expected) => {
    expect(matches(query)).toBe(expected)
  })

  it('keeps a section whose last day is unknown among those not ended, as its state says (decision 0101)', () => {
    expect(matches({ endingFrom: '2026-12-08' }, section({ endDate: null, lastDay: null }))).toBe(true)
    expect(matches({ endedBefore: '2026-12-08' }, section({ endDate: null, lastDay: null }))).toBe(false)
  })

  it('treats a housing type as housing', () => {
    expect(matches({ isHousing: true }, section({ type: 'SummerHousing' }))).toBe(true)
  })

  it('finds sections filed under a category or any category below it', () => {
    expect(matches({ categoryIds: [1] }, section({ categories: [{ id: 11 }] }))).toBe(true)
    expect(matches({ categoryIds: [10] }, section({ categories: [{ id: 11 }] }))).toBe(true)
    expect(matches({ categoryIds: [11] }, section({ categories: [{ id: 10 }] }))).toBe(false)
    expect(matches({ categoryIds: [2] })).toBe(false)
  })
})

describe('the text filters: every word, in any order, any case and accent', () => {
  it('title like', () => {
    expect(matches({ titleLike: 'drawing FIGURE' })).toBe(true)
    expect(matches({ titleLike: 'figure painting' })).toBe(false)
    expect(matches({ titleLike: 'ceramique' }, section({ title: 'Céramique du soir' }))).toBe(true)
  })

  it('keywords look through the title, description, keywords, course number and instructors', () => {
    expect(matches({ keywords: 'charcoal' })).toBe(true)
    expect(matches({ keywords: 'life' })).toBe(true)
    expect(matches({ keywords: 'drw-2031' })).toBe(true)
    expect(matches({ keywords: 'haddad charcoal' })).toBe(true)
    expect(matches({ keywords: 'watercolor' })).toBe(false)
  })

  it('instructor name and course number look at their own field only', () => {
    expect(matches({ instructorName: 'noor' })).toBe(true)
    expect(matches({ instructorName: 'charcoal' })).toBe(false)
    expect(matches({ courseNumber: 'drw' })).toBe(true)
    expect(matches({ courseNumber: 'ptg' })).toBe(false)
  })

  it('normalizes text once: lower case, no accents, single spaces', () => {
    expect(searchText('  Ébauche\n  à  l’Encre ')).toBe('ebauche a l’encre')
  })
})

describe('the date and time ranges (spec §2: from---to)', () => {
  it('keeps a section meeting on some day of the dates', () => {
    expect(matches({ dates: { from: '2026-12-07', to: '2026-12-31' } })).toBe(true)
    expect(matches({ dates: { from: '2026-09-01', to: '2026-10-05' } })).toBe(true)
    expect(matches({ dates: { from: '2026-12-08', to: '2026-12-31' } })).toBe(false)
    expect(matches({ dates: { from: '2026-01-01', to: '2026-10-04' } })).toBe(false)
  })

  it('keeps a section whose meetings start and end within the times', () => {
    expect(matches({ times: { from: '18:00', to: '21:00' } })).toBe(true)
    expect(matches({ times: { from: '19:00', to: '22:00' } })).toBe(false)
    expect(matches({ times: { from: '18:00', to: '20:00' } })).toBe(false)
  })

  it('leaves out sections without dates or times when the range is asked for', () => {
    expect(matches({ dates: { from: '2026-01-01', to: '2026-12-31' } }, section({ startDate: null, endDate: null }))).toBe(false)
    expect(matches({ times: { from: '00:00', to: '23:59' } }, section({ earliestTime: null, latestTime: null }))).toBe(false)
  })
})

describe('isCurrentCourse (what is listed, indexed and in the sitemap)', () => {
  it('is a section that ends today or later; one without an end date is not', () => {
    expect(isCurrentCourse({ endDate: '2026-11-24' }, '2026-11-24')).toBe(true)
    expect(isCurrentCourse({ endDate: '2027-01-10' }, '2026-11-24')).toBe(true)
    expect(isCurrentCourse({ endDate: '2026-11-23' }, '2026-11-24')).toBe(false)
    expect(isCurrentCourse({ endDate: null }, '2026-11-24')).toBe(false)
  })
})

describe('withSubCategories (spec §3: the category tree)', () => {
  it('adds every category below the ones asked for', () => {
    expect([...withSubCategories([1], PARENTS)].sort()).toEqual([1, 10, 11])
    expect([...withSubCategories([11], PARENTS)]).toEqual([11])
  })

  it('stops on a cycle', () => {
    const loop = new Map<number, number | null>([
      [5, 6],
      [6, 5],
      [7, null],
    ])
    expect([...withSubCategories([5], loop)].sort()).toEqual([5, 6])
  })
})

describe('compareCourses (spec §7: sortBy)', () => {
  const courses = [
    section({ id: 3, title: 'b drawing', startDate: '2026-10-01' }),
    section({ id: 1, title: 'A Drawing', startDate: null }),
    section({ id: 2, title: 'B Drawing', startDate: '2026-09-01' }),
    section({ id: 4, title: 'Drawing 10', startDate: '2026-11-01' }),
    section({ id: 5, title: 'Drawing 9', startDate: '2026-11-01' }),
  ]
  const order = (sort: Parameters<typeof compareCourses>[0]) => [...courses].sort(compareCourses(sort)).map((course) => course.id)

  it('sorts titles as people read them: case aside, numbers by value, the id breaking ties', () => {
    expect(order({ field: 'title', direction: 'ASC' })).toEqual([1, 2, 3, 5, 4])
    expect(order({ field: 'title', direction: 'DESC' })).toEqual([4, 5, 3, 2, 1])
  })

  it('sorts by start date either way, with sections without one last', () => {
    expect(order({ field: 'startDate', direction: 'ASC' })).toEqual([2, 3, 4, 5, 1])
    expect(order({ field: 'startDate', direction: 'DESC' })).toEqual([5, 4, 3, 2, 1])
  })
})
