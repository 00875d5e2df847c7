import { describe, expect, it } from 'vitest'

import { COURSE_TYPE_VALUES, PROGRAMMES, compareSemesters } from '@/domain/courses'
import { WEEKDAYS } from '@/domain/course-search-address'

import { bulkSections, planCourses } from './course-plan'

const FACULTY = Array.from({ length: 30 }, (_, i) => `Faculty Member ${i + 1}`)
const TODAY = '2026-11-24'
const plan = planCourses(TODAY, FACULTY)
const CE_PROGRAMME: readonly string[] = PROGRAMMES[0].types

describe('the course seed (spec §3 Course, Course category; §6 semesters)', () => {
  it('has sections of every course type', () => {
    const types = new Set(plan.sections.map((section) => section.type))
    expect([...types].sort()).toEqual([...COURSE_TYPE_VALUES].sort())
    // Enough for a search page to look real, few enough to keep the seed quick.
    expect(plan.sections.length).toBeGreaterThanOrEqual(60)
    expect(plan.sections.length).toBeLessThanOrEqual(95)
  })

  it.each(['2026-11-24', '2027-01-05', '2027-04-10', '2027-06-20', '2027-08-30', '2027-12-28'])(
    'lays out the past, current and next terms around %s, and the next term waits as drafts',
    (today) => {
      const { semesters, sections } = planCourses(today, FACULTY)
      const role = (name: string) => semesters.find((semester) => semester.role === name)!
      const [past, current, next] = [role('past'), role('current'), role('next')]
      expect(current.startDate <= today && today < next.startDate).toBe(true)
      expect(past.endDate < today).toBe(true)
      expect(compareSemesters(past, current)).toBeLessThan(0)
      expect(compareSemesters(current, next)).toBeLessThan(0)
      expect(next.schedule!.publishSectionsOn.slice(0, 10) > today).toBe(true)
      // Beside the workshops dated from today, published whatever the term (decision 0101).
      const nextSections = sections.filter(
        (section) => section.semesterId === next.semesterId && CE_PROGRAMME.includes(section.type) && !section.slug.endsWith('-workshop'),
      )
      expect(nextSections.length).toBeGreaterThan(0)
      expect(nextSections.every((section) => section.draft)).toBe(true)
      // Published sections in the past and current terms, and the summer programmes' summer not over yet.
      for (const semester of [past, current]) expect(sections.some((section) => section.semesterId === semester.semesterId && !section.draft)).toBe(true)
      expect(semesters.find((semester) => semester.summer === 0)!.endDate >= today).toBe(true)
      for (const section of sections) {
        const semester = semesters.find((candidate) => candidate.semesterId === section.semesterId)!
        for (const schedule of section.meetingSchedules) {
          expect(schedule.startDate.slice(0, 10) >= semester.startDate && schedule.endDate!.slice(0, 10) <= semester.endDate).toBe(true)
        }
      }
    },
  )

  // decision 0101: the demo shows every state a section's dates give it
  it.each(['2026-11-28', '2027-03-02', '2027-07-15'])('publishes sections that have ended and sections running, around %s', (today) => {
    const published = planCourses(today, FACULTY).sections.filter((section) => !section.draft && section.meetingSchedules.length > 0)
    const first = (section: (typeof published)[number]) => section.meetingSchedules.map((meeting) => meeting.startDate.slice(0, 10)).sort()[0]!
    const last = (section: (typeof published)[number]) =>
      section.meetingSchedules
        .map((meeting) => meeting.endDate!.slice(0, 10))
        .sort()
        .at(-1)!
    expect(published.some((section) => last(section) < today)).toBe(true)
    // Open continuing-education sections to register for, starting soon and later.
    const open = published.filter((section) => section.type === 'CE' && section.status === 'open' && last(section) >= today)
    expect(open.length).toBeGreaterThanOrEqual(2)
    expect(open.some((section) => first(section) > today)).toBe(true)
    expect(published.some((section) => first(section) <= today && today <= last(section))).toBe(true)
  })

  it('keeps registration ids the same whatever the day, and unique', () => {
    const later = planCourses('2027-03-01', FACULTY)
    const ids = (p: typeof plan) => new Map(p.sections.map((section) => [section.registrationId, section.title]))
    expect(ids(plan).size).toBe(plan.sections.length)
    expect(new Set(plan.sections.map((section) => section.slug)).size).toBe(plan.sections.length)
    expect(ids(plan).get('40100')).toBe('Drawing Fundamentals')
    expect(ids(later).get('40100')).toBe('Drawing Fundamentals')
    expect(ids(later).get('60100')).toBe(ids(plan).get('60100'))
  })

  it('files continuing education under the navigation group, each category with two to four sub-categories', () => {
    const root = plan.categories.find((category) => category.slug === 'continuing-education')!
    expect(root.parent).toBeNull()
    const group = plan.categories.filter((category) => category.parent === root.slug)
    expect(group.map((category) => category.title)).toEqual(
      expect.arrayContaining([
        'Drawing and Painting',
        'Photography and Video',
        'Design',
        'Animation and Illustration',
        'Fine Arts',
        'Writing',
        'Professional Development',
        'Online',
      ]),
    )
    for (const category of group) {
      expect(category.showInNavigation).toBe(true)
      const children = plan.categories.filter((child) => child.parent === category.slug)
      expect(children.length).toBeGreaterThanOrEqual(2)
      expect(children.length).toBeLessThanOrEqual(4)
    }
    for (const slug of ['pre-college', 'summer-residency', 'destinations']) {
      expect(plan.categories.find((category) => category.slug === slug)).toMatchObject({ parent: null, showInNavigation: false })
    }
    expect(plan.categories.filter((category) => category.showInNavigation)).toHaveLength(group.length)
  })

  it('leaves some sections without a category or images, for the back office reports', () => {
    const published = plan.sections.filter((section) => !section.draft)
    expect(published.some((section) => CE_PROGRAMME.includes(section.type) && section.categories.length === 0)).toBe(true)
    expect(published.some((section) => section.hero === null)).toBe(true)
    expect(published.some((section) => section.thumbnail === null)).toBe(true)
    expect(plan.sections.filter((section) => section.hero !== null && section.thumbnail !== null).length).toBeGreaterThan(plan.sections.length * 0.7)
  })

  it('runs summer residencies in several summers, and pre-college with and without housing', () => {
    const residencies = plan.sections.filter((section) => section.type === 'SummerResidency')
    expect(new Set(residencies.map((section) => section.semesterId)).size).toBeGreaterThanOrEqual(3)
    expect(residencies.every((section) => section.secLocation === 'SRP')).toBe(true)
    const preCollege = plan.sections.filter((section) => section.type === 'PreCollege')
    expect(preCollege.every((section) => section.isPreCollege && section.secLocation === 'PC')).toBe(true)
    expect(preCollege.some((section) => section.isPreCollegeHousing)).toBe(true)
    expect(preCollege.some((section) => !section.isPreCollegeHousing)).toBe(true)
    expect(plan.sections.filter((section) => section.type === 'CE').every((section) => section.secLevel === 'CE')).toBe(true)
  })

  it('meets on the days it names, dates at noon UTC, continuing education in the evening or at weekends', () => {
    for (const section of plan.sections) {
      for (const schedule of section.meetingSchedules) {
        expect(schedule.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/)
        expect(schedule.endDate! >= schedule.startDate).toBe(true)
        const weekday = WEEKDAYS[(new Date(schedule.startDate).getUTCDay() + 6) % 7]!.value
        if (schedule.days.length > 0 && schedule.days.length < 7) expect(schedule.days[0]).toBe(weekday)
        if (section.type === 'CE' && !schedule.days.some((day) => day === 'sat' || day === 'sun')) {
          expect(schedule.startTime! >= '18:00').toBe(true)
        }
      }
    }
  })

  it('adds published sections with their own registration ids for --size large', () => {
    const bulk = bulkSections(plan, 1200, FACULTY)
    expect(bulk).toHaveLength(1200)
    const ids = new Set([...plan.sections, ...bulk].map((section) => section.registrationId))
    expect(ids.size).toBe(plan.sections.length + bulk.length)
    expect(new Set(bulk.map((section) => section.slug)).size).toBe(bulk.length)
    expect(bulk.every((section) => !section.draft)).toBe(true)
  })
})
