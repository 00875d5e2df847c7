import { describe, expect, it } from 'vitest'

import {
  COURSE_LIMITS,
  COURSE_SEARCH_PATH,
  COURSE_TYPES,
  CourseSearchError,
  HOUSING_COURSE_TYPES,
  PROGRAMMES,
  canonicalCourseSearchQuery,
  clockLabel,
  courseSearchHref,
  courseSearchPageNumberValid,
  courseSearchRewrite,
  coursePath,
  formatPrice,
  groupByCategory,
  latestTermPerYear,
  meetingLabel,
  describedMeetings,
  meetingSpan,
  parseCoursePath,
  parseCourseSearch,
  parseWeekdays,
  parseDateRange,
  parseSemesterId,
  parseTimeRange,
  programmeOf,
  semesterIdOf,
  semesterScheduleDue,
} from './courses'
import { RANGE_SEPARATOR, normalizedCourseSearch } from './course-search-address'

describe('course types and programmes', () => {
  // spec §3: the course types
  it('are the spec’s eleven types', () => {
    expect(COURSE_TYPES.map((type) => type.label)).toEqual([
      'Continuing Education',
      'Pre-College',
      'Summer Residency',
      'Destinations',
      'CDFNY',
      'Graduate',
      'Undergraduate',
      'Online',
      'Additional Programs',
      'Summer Housing',
      'Pre-College Housing and Meal Plan',
    ])
    expect(HOUSING_COURSE_TYPES).toEqual(['SummerHousing', 'PreCollegeHousingAndMealPlan'])
  })

  // spec §2: /admin/courses/{continuing-education|summer-residency-programs|destinations|pre-college|summer-housing}/edit/{sectionId}; §3 section flags
  it('are the five programmes of the staff edit targets, each with its section flag', () => {
    expect(PROGRAMMES.map((programme) => [programme.key, programme.flag])).toEqual([
      ['continuing-education', 'isCE'],
      ['pre-college', 'isPreCollege'],
      ['summer-residency-programs', 'isSummerResidencyPrograms'],
      ['destinations', 'isDestinations'],
      ['summer-housing', 'isInternSummerHousing'],
    ])
    const covered = PROGRAMMES.flatMap((programme) => programme.types as readonly string[]).sort()
    expect(covered).toEqual(COURSE_TYPES.map((type) => type.value).sort())
  })

  it('put a section’s page under its programme, and read it back', () => {
    expect(COURSE_SEARCH_PATH).toBe('/academics/continuing-education/courses')
    expect(coursePath('CE', 'figure-drawing-1')).toBe('/academics/continuing-education/courses/figure-drawing-1')
    expect(coursePath('PreCollegeHousingAndMealPlan', 'harbor-hall')).toBe('/academics/pre-college/courses/harbor-hall')
    expect(programmeOf('SummerHousing').key).toBe('summer-housing')
    expect(parseCoursePath(['academics', 'pre-college', 'courses', 'animation'])).toMatchObject({ programme: { key: 'pre-college' }, slug: 'animation' })
    expect(parseCoursePath(['academics', 'pre-college', 'courses'])).toBeNull()
    expect(parseCoursePath(['academics', 'pre-college', 'courses', 'a', 'b'])).toBeNull()
    expect(parseCoursePath(['academics', 'departments', 'courses', 'a'])).toBeNull()
  })

  // spec §7: limit 1 for the cart look-up, 100 for summer residency, 9999 otherwise
  it('have the spec’s limits', () => {
    expect(COURSE_LIMITS).toEqual({ cartLookup: 1, summerResidency: 100, all: 9999 })
  })
})

describe('the from---to codecs of the course search (spec §2)', () => {
  it('joins two values with three dashes', () => {
    expect(RANGE_SEPARATOR).toBe('---')
    expect(parseDateRange('2026-01-12---2026-03-30')).toEqual({ from: '2026-01-12', to: '2026-03-30' })
    expect(parseDateRange('2026-01-12---2026-01-12')).toEqual({ from: '2026-01-12', to: '2026-01-12' })
    expect(parseTimeRange('09:00---12:30')).toEqual({ from: '09:00', to: '12:30' })
  })

  it.each([
    ['2026-01-12', /two values joined by three dashes/],
    ['2026-01-12--2026-03-30', /two values joined by three dashes/],
    ['2026-01-12---2026-03-30---2026-04-01', /two values joined by three dashes/],
    ['2026-02-30---2026-03-30', /first date .* YYYY-MM-DD/],
    ['2026-01-12---tomorrow', /second date .* YYYY-MM-DD/],
    ['2026-03-30---2026-01-12', /run backwards/],
  ])('refuses the dates %j', (value, message) => {
    expect(() => parseDateRange(value)).toThrow(CourseSearchError)
    expect(() => parseDateRange(value)).toThrow(message)
  })

  it.each([
    ['09:00', /two values/],
    ['9:00---12:30', /first time/],
    ['09:00---24:00', /second time/],
    ['12:30---09:00', /run backwards/],
    ['09:00---09:00', /run backwards/],
  ])('refuses the times %j', (value, message) => {
    expect(() => parseTimeRange(value)).toThrow(message)
  })

  it('reads a whole search from the address, naming each field it cannot use', () => {
    const { search, problems } = parseCourseSearch(
      new URLSearchParams('title=Drawing&categoryId=12&dates=2026-03-30---2026-01-12&times=09:00---12:30&keywords=&foo=bar'),
    )
    expect(search).toEqual({ title: 'Drawing', categoryId: 12, times: { from: '09:00', to: '12:30' } })
    expect(Object.keys(problems)).toEqual(['dates'])
    expect(parseCourseSearch(new URLSearchParams('categoryId=abc')).problems.categoryId).toMatch(/category/)
    expect(parseCourseSearch(new URLSearchParams(`title=${'x'.repeat(101)}`)).problems.title).toMatch(/100 characters/)
  })

  it('writes a search back into the address it came from', () => {
    const href = courseSearchHref({ keywords: 'ink', dates: { from: '2026-01-12', to: '2026-03-30' }, times: { from: '18:00', to: '21:00' } })
    expect(href).toBe('/academics/continuing-education/courses?keywords=ink&dates=2026-01-12---2026-03-30&times=18%3A00---21%3A00')
    expect(parseCourseSearch(new URL(href, 'http://x').searchParams).search).toEqual({
      keywords: 'ink',
      dates: { from: '2026-01-12', to: '2026-03-30' },
      times: { from: '18:00', to: '21:00' },
    })
    expect(courseSearchHref({})).toBe('/academics/continuing-education/courses')
    expect(courseSearchHref({ categoryId: 4 }, 3)).toBe('/academics/continuing-education/courses?categoryId=4&page=3')
  })

  it('takes days of the week, a semester and past sections beside the spec’s fields, in the address both ways', () => {
    const { search, problems } = parseCourseSearch(new URLSearchParams('days=wed&days=mon&semester=fall/2026&past=1'))
    expect(problems).toEqual({})
    expect(search).toEqual({ days: ['mon', 'wed'], semester: 'fall/2026', past: true })
    expect(courseSearchHref(search)).toBe('/academics/continuing-education/courses?days=mon%2Cwed&semester=fall%2F2026&past=1')
    expect(parseCourseSearch(new URL(courseSearchHref(search), 'http://x').searchParams).search).toEqual(search)
    expect(parseWeekdays(['SAT , sun'])).toEqual(['sat', 'sun'])
    const bad = parseCourseSearch(new URLSearchParams('days=funday&semester=winter/2026&past=yes')).problems
    expect(bad.days).toMatch(/funday/)
    expect(bad.semester).toMatch(/semester/)
    expect(bad.past).toMatch(/past=1/)
    // Ticked day boxes send the key once per day: the address holds one list.
    expect(normalizedCourseSearch(new URLSearchParams('days=mon&days=thu&keywords=ink'))?.toString()).toBe('keywords=ink&days=mon%2Cthu')
    expect(normalizedCourseSearch(new URLSearchParams('days=mon'))).toBeNull()
    expect(canonicalCourseSearchQuery(new URLSearchParams('past=1&days=mon'))).toBe('days=mon&past=1')
  })
})

describe('semesters', () => {
  // spec §3: semesterId "term/year"
  it('are named term/year', () => {
    expect(semesterIdOf('Fall', 2026)).toBe('fall/2026')
    expect(parseSemesterId('spring/2027')).toEqual({ term: 'Spring', year: 2027 })
    expect(parseSemesterId('winter/2027')).toBeNull()
    expect(parseSemesterId('fall/26')).toBeNull()
  })

  // spec §4: pre-college semesters: per year only the latest term is kept
  it('keep only the latest term of each year, newest year first', () => {
    const kept = latestTermPerYear([
      { term: 'Spring', year: 2026, id: 1 },
      { term: 'Summer', year: 2026, id: 2 },
      { term: 'Fall', year: 2025, id: 3 },
      { term: 'Spring', year: 2025, id: 4 },
      { term: 'Summer', year: 2027, id: 5 },
    ] as const)
    expect(kept.map((semester) => semester.id)).toEqual([5, 2, 3])
    expect(latestTermPerYear([])).toEqual([])
  })
})

describe('sections', () => {
  it('keep the span of their meetings: first and last day, earliest start and latest end', () => {
    expect(
      meetingSpan([
        { startDate: '2026-02-02T00:00:00.000Z', endDate: '2026-03-30T00:00:00.000Z', days: ['mon'], startTime: '18:30', endTime: '21:30' },
        { startDate: '2026-01-31', endDate: '2026-01-31', days: ['sat'], startTime: '10:00', endTime: '16:00' },
      ]),
    ).toEqual({ firstDate: '2026-01-31', lastDate: '2026-03-30', earliestTime: '10:00', latestTime: '21:30' })
    expect(meetingSpan([])).toEqual({ firstDate: null, lastDate: null, earliestTime: null, latestTime: null })
  })

  it('group search results by their first category, by title, the uncategorized last', () => {
    const section = (id: number, categories: { id: number; title: string }[]) => ({ id, categories })
    const groups = groupByCategory([
      section(1, [{ id: 9, title: 'Painting' }]),
      section(2, []),
      section(3, [{ id: 4, title: 'Drawing' }]),
      section(4, [{ id: 9, title: 'Painting' }]),
    ])
    expect(groups.map((group) => [group.title, group.sections.map((s) => s.id)])).toEqual([
      ['Drawing', [3]],
      ['Painting', [1, 4]],
      ['Other courses', [2]],
    ])
  })

  // spec §9: amounts with a $ prefix
  it('show prices with a dollar sign and cents', () => {
    expect(formatPrice(450)).toBe('$450.00')
    expect(formatPrice(35.5)).toBe('$35.50')
  })
})

describe('semesterScheduleDue (spec §6: course semesters auto publish/unpublish)', () => {
  const schedule = {
    publishSectionsOn: '2026-11-01T09:00:00Z',
    unpublishSectionsOn: '2027-01-15T00:00:00Z',
    sectionsPublishedAt: null,
    sectionsUnpublishedAt: null,
  }

  it('publishes once the day has come, once', () => {
    expect(semesterScheduleDue(schedule, new Date('2026-10-31T12:00:00Z'))).toEqual({ publish: false, unpublish: false })
    expect(semesterScheduleDue(schedule, new Date('2026-11-01T09:00:00Z'))).toEqual({ publish: true, unpublish: false })
    expect(semesterScheduleDue({ ...schedule, sectionsPublishedAt: '2026-11-01T09:05:00Z' }, new Date('2026-11-02T00:00:00Z'))).toEqual({
      publish: false,
      unpublish: false,
    })
  })

  it('unpublishes once its day has come, and does not publish again after it', () => {
    const later = new Date('2027-01-20T00:00:00Z')
    expect(semesterScheduleDue(schedule, later)).toEqual({ publish: false, unpublish: true })
    expect(semesterScheduleDue({ ...schedule, sectionsUnpublishedAt: '2027-01-15T00:05:00Z' }, later)).toEqual({ publish: false, unpublish: false })
  })

  it('does nothing without days', () => {
    expect(
      semesterScheduleDue({ publishSectionsOn: null, unpublishSectionsOn: null, sectionsPublishedAt: null, sectionsUnpublishedAt: null }, new Date()),
    ).toEqual({
      publish: false,
      unpublish: false,
    })
  })
})

describe('how a section’s meetings read (spec §3 datesInterval, §9 date formats)', () => {
  it('writes days and times as people read them', () => {
    expect(clockLabel('18:30')).toBe('6:30 PM')
    expect(clockLabel('10:00')).toBe('10 AM')
    expect(clockLabel('12:15')).toBe('12:15 PM')
    expect(clockLabel('00:00')).toBe('12 AM')
    expect(meetingLabel({ days: ['wed', 'mon'], startTime: '18:30', endTime: '21:30' })).toBe('Mon, Wed · 6:30 PM–9:30 PM')
    expect(meetingLabel({ days: ['sat'], startTime: null, endTime: null })).toBe('Sat')
  })

  it('leaves out meetings with nothing but dates (a housing stay), so no empty “Meets” is shown', () => {
    const stay = { days: [], startTime: null, endTime: null }
    expect(describedMeetings([stay])).toEqual([])
    expect(describedMeetings([stay, { days: ['sat' as const], startTime: '10:00', endTime: null }]).map((meeting) => meeting.label)).toEqual(['Sat · 10 AM'])
  })
})

describe('the course search’s address', () => {
  it('has one canonical form, the spec’s fields in order then the page', () => {
    expect(canonicalCourseSearchQuery(new URLSearchParams('page=2&keywords=ink&utm_source=x&title=Drawing'))).toBe('title=Drawing&keywords=ink&page=2')
    expect(canonicalCourseSearchQuery(new URLSearchParams('page=1&utm_source=x'))).toBeNull()
  })

  it('names a page only with a page number the site writes (or none): the proxy answers the 404 page otherwise', () => {
    for (const query of ['', 'page=', 'page=1', 'page=12&title=Ink']) expect(courseSearchPageNumberValid(new URLSearchParams(query)), query).toBe(true)
    for (const query of ['page=0', 'page=abc', 'page=01', 'page=1234567', 'title=Ink&page=-2'])
      expect(courseSearchPageNumberValid(new URLSearchParams(query)), query).toBe(false)
  })

  it('is rendered at a path of its own when it holds a search, and cached as it is without one', () => {
    expect(courseSearchRewrite('/academics/continuing-education/courses', new URLSearchParams('categoryId=4&_rsc=a'))).toEqual({
      pathname: '/academics/continuing-education/courses/_search/categoryId%3D4',
      consumed: ['categoryId'],
    })
    expect(courseSearchRewrite('/academics/continuing-education/courses', new URLSearchParams(''))).toBeNull()
    expect(courseSearchRewrite('/events', new URLSearchParams('title=x'))).toBeNull()
  })
})
