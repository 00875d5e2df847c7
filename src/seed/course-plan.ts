import { type CourseType, type MeetingSchedule } from '@/domain/courses'
import { type Weekday } from '@/domain/course-search-address'
import { slugify } from '@/domain/slug'

import {
  ADJUNCTS,
  CATEGORY_BUILDINGS,
  CE_COURSES,
  CE_ROOT,
  type CategorySeed,
  type CourseSeed,
  DEFAULT_BUILDING,
  PROGRAMME_ROOTS,
  SATURDAY_STUDIO,
  SUMMER_PROGRAMMES,
  type SummerSeed,
} from './course-catalogue'
import { type SemesterPlan, type SemesterRole, atNoon, day, iso, planSemesters } from './course-semesters'

/**
 * The course seed as plain data around the seed's today, pure (courses.ts writes it). Registration ids: 5 digits, the first
 * the term (3 past, 4 current, 5 next; 6, 7, 8 the summers back), the rest the catalogue slot; bulk ones 6 digits from 100000.
 */

export type CategoryPlan = { slug: string; title: string; description: string | null; parent: string | null; showInNavigation: boolean; sortOrder: number }

export type SectionPlan = {
  title: string
  slug: string
  courseNumber: string
  registrationId: string
  type: CourseType
  semesterId: string
  status: 'open' | 'waitlist' | 'closed' | 'cancelled'
  draft: boolean
  description: string
  keywords: string
  /** `faculty`: an index into the faculty names the plan was given. */
  instructors: { name: string; faculty: number | null }[]
  cost: number
  fee: number
  meetingSchedules: (MeetingSchedule & { room: string | null })[]
  datesInterval: string | null
  /** Indexes of the seed's shared images; null: none (the missing-images report lists it). */
  hero: number | null
  thumbnail: number | null
  /** Category slugs, the navigation group's first. */
  categories: string[]
  building: string | null
  secLocation: string
  secLevel: string | null
  secCourseTypes: string[]
  isPreCollege: boolean
  isPreCollegeHousing: boolean
}

export type CoursePlan = { semesters: SemesterPlan[]; categories: CategoryPlan[]; sections: SectionPlan[] }

function planCategories(): CategoryPlan[] {
  const plans: CategoryPlan[] = []
  const walk = (category: CategorySeed, parent: string | null, sortOrder: number, showInNavigation: boolean) => {
    plans.push({ slug: category.slug, title: category.title, description: category.description ?? null, parent, showInNavigation, sortOrder })
    category.children?.forEach((child, i) => walk(child, category.slug, i + 1, category === CE_ROOT))
  }
  walk(CE_ROOT, null, 1, false)
  PROGRAMME_ROOTS.forEach((root, i) => walk(root, null, i + 2, false))
  return plans
}

/** The sub-category's slug, and its parent's first. */
function categoriesOf(slug: string | null, categories: CategoryPlan[]): string[] {
  if (!slug) return []
  const category = categories.find((candidate) => candidate.slug === slug)
  if (!category) throw new Error(`The course catalogue names an unknown category “${slug}”`)
  const parent = categories.find((candidate) => candidate.slug === category.parent)
  return parent && parent.parent ? [parent.slug, slug] : [slug]
}

const WEEKDAY_INDEX: Record<Weekday, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 }
const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Mondays',
  tue: 'Tuesdays',
  wed: 'Wednesdays',
  thu: 'Thursdays',
  fri: 'Fridays',
  sat: 'Saturdays',
  sun: 'Sundays',
}
const COUNTS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve']
const EVENINGS: [string, string][] = [
  ['18:30', '21:30'],
  ['18:00', '21:00'],
  ['19:00', '22:00'],
]

type Meetings = Pick<SectionPlan, 'meetingSchedules' | 'datesInterval'>

/** A course's meetings in a term, varied by `n` (the section's number) so sections differ in day and time. */
function meetingsOf(course: CourseSeed, semester: SemesterPlan, n: number, room: string | null): Meetings {
  const start = day(semester.startDate)
  const termWeeks = day(semester.endDate).diff(start, 'week') + 1
  const monday = start.subtract(1, 'day')
  // Room for a Monday course's first week off (classes begin on a Tuesday) and a closing critique.
  const weeks = Math.min(course.weeks, termWeeks - 2)
  // Short courses often run in the second half of the term.
  const offset = Math.max(0, Math.min(weeks <= 6 && n % 2 === 1 ? 7 : n % 3 === 2 ? 1 : 0, termWeeks - weeks - 1))
  const firstOn = (weekday: Weekday, week = offset) => {
    const first = monday.add(week * 7 + WEEKDAY_INDEX[weekday], 'day')
    return first.isBefore(start) ? first.add(7, 'day') : first
  }
  const weekly = (weekday: Weekday, [from, to]: [string, string]): Meetings => {
    const first = firstOn(weekday)
    const last = first.add(weeks - 1, 'week')
    return {
      meetingSchedules: [{ startDate: atNoon(iso(first)), endDate: atNoon(iso(last)), days: [weekday], startTime: from, endTime: to, room }],
      datesInterval: weeks > 1 ? `${COUNTS[weeks] ?? weeks} ${DAY_NAMES[weekday]} from ${first.format('MMMM D')}` : null,
    }
  }
  const evening = (['mon', 'tue', 'wed', 'thu'] as const)[n % 4]!
  switch (course.pattern) {
    case 'evening':
      return weekly(evening, EVENINGS[n % 3]!)
    case 'online':
      return weekly((['tue', 'wed', 'thu'] as const)[n % 3]!, ['19:00', '21:00'])
    case 'friday':
      return weekly('fri', ['18:00', '21:00'])
    case 'saturday':
      return weekly('sat', weeks > 6 ? ['10:00', '13:00'] : ['10:00', '15:00'])
    case 'weekend': {
      const saturday = firstOn('sat', Math.min(2 + (n % 6), termWeeks - 1))
      return {
        meetingSchedules: [
          { startDate: atNoon(iso(saturday)), endDate: atNoon(iso(saturday.add(1, 'day'))), days: ['sat', 'sun'], startTime: '10:00', endTime: '17:00', room },
        ],
        datesInterval: null,
      }
    }
    case 'critique': {
      const classes = weekly(evening, EVENINGS[n % 3]!)
      const last = day(classes.meetingSchedules[0]!.endDate!)
      const critique = last.add(5 - WEEKDAY_INDEX[evening], 'day')
      return {
        meetingSchedules: [
          ...classes.meetingSchedules,
          {
            startDate: atNoon(iso(critique)),
            endDate: atNoon(iso(critique)),
            days: ['sat'],
            startTime: '11:00',
            endTime: '15:00',
            room: 'Critique room, 6th floor',
          },
        ],
        datesInterval: `${classes.datesInterval}, and a Saturday critique on ${critique.format('MMMM D')}`,
      }
    }
  }
}

const ROLE_DIGIT: Record<SemesterRole, number> = { past: 3, current: 4, next: 5 }

/** Which term a catalogue course runs in (the small seed runs each once; a popular one twice). */
const roleOfCourse = (index: number): SemesterRole => (index % 5 === 1 ? 'past' : index % 5 === 2 ? 'next' : 'current')
/** A few sections of the current term wait as drafts; one is cancelled. */
const CURRENT_DRAFTS = new Set([8, 24])
const CANCELLED = 38

function statusOf(role: SemesterRole, n: number): SectionPlan['status'] {
  if (role === 'past') return 'closed'
  if (n % 8 === 5) return 'waitlist'
  if (n % 11 === 7) return 'closed'
  return 'open'
}

/** Hero and thumbnail from the shared images (wide ones for heroes), some left out on purpose. */
function imagesOf(n: number): Pick<SectionPlan, 'hero' | 'thumbnail'> {
  const wide = [0, 5, 10, 3, 8]
  const squareOrWide = [2, 0, 7, 5, 10]
  return { hero: n % 9 === 4 ? null : wide[n % wide.length]!, thumbnail: n % 13 === 6 ? null : squareOrWide[n % squareOrWide.length]! }
}

function instructorsOf(n: number, faculty: readonly string[], alwaysFaculty = false): SectionPlan['instructors'] {
  const lead = faculty.length && (alwaysFaculty || n % 2 === 0) ? { name: faculty[(n * 7) % faculty.length]!, faculty: (n * 7) % faculty.length } : null
  const first = lead ?? { name: ADJUNCTS[n % ADJUNCTS.length]!, faculty: null }
  return n % 6 === 3 ? [first, { name: ADJUNCTS[(n + 5) % ADJUNCTS.length]!, faculty: null }] : [first]
}

const LEVELS: Partial<Record<CourseType, string>> = {
  Graduate: 'GR',
  Undergraduate: 'UG',
  PreCollege: 'PC',
  PreCollegeHousingAndMealPlan: 'PC',
  SummerResidency: 'RES',
}
const levelOf = (type: CourseType) => LEVELS[type] ?? (type === 'SummerHousing' ? null : 'CE')

function roomOf(building: string | null, course: CourseSeed, n: number): string | null {
  if (course.pattern === 'online') return 'Online, live'
  if (building === 'Grand Street Studios') return 'Print shop'
  if (building === 'Pier 9 Annex') return course.category === 'ceramics' ? 'Clay studio' : 'Sculpture yard'
  if (building === 'Hester Library') return 'Reading room'
  if (building === 'Essex Street Theater') return 'Screening room'
  return `Studio ${2 + (n % 7)}${'ABCD'[n % 4]}`
}

/** A section of a continuing-education-programme course (or the pre-college Saturday studio) in a term. */
function courseSection(
  course: CourseSeed,
  semester: SemesterPlan,
  registrationId: string,
  n: number,
  categories: CategoryPlan[],
  faculty: readonly string[],
): SectionPlan {
  const building = course.pattern === 'online' ? null : (course.building ?? CATEGORY_BUILDINGS[course.category ?? ''] ?? DEFAULT_BUILDING)
  const role = semester.role!
  return {
    title: course.title,
    slug: `${slugify(course.title)}-${registrationId}`,
    courseNumber: course.courseNumber,
    registrationId,
    type: course.type,
    semesterId: semester.semesterId,
    status: statusOf(role, n),
    draft: role === 'next',
    description: course.description,
    keywords: course.keywords,
    instructors: instructorsOf(n, faculty, course.type === 'Graduate' || course.type === 'Undergraduate'),
    cost: course.cost,
    fee: course.fee,
    ...meetingsOf(course, semester, n, roomOf(building, course, n)),
    ...imagesOf(n),
    categories: categoriesOf(course.category, categories),
    building,
    secLocation: course.type === 'PreCollege' ? 'PC' : course.pattern === 'online' ? 'ONLINE' : 'NYC',
    secLevel: levelOf(course.type),
    secCourseTypes: course.kinds,
    isPreCollege: course.type === 'PreCollege',
    isPreCollegeHousing: false,
  }
}

function summerSection(programme: SummerSeed, semester: SemesterPlan, index: number, categories: CategoryPlan[], faculty: readonly string[]): SectionPlan {
  const back = semester.summer!
  const registrationId = String((6 + back) * 10000 + 100 + index)
  const first = day(semester.startDate).add(programme.start, 'day')
  const last = first.add(programme.days - 1, 'day')
  const housing = programme.type === 'SummerHousing' || programme.type === 'PreCollegeHousingAndMealPlan'
  const travel = programme.type === 'Destinations' || (programme.type === 'SummerResidency' && !programme.hours)
  const days: Weekday[] = housing ? [] : travel ? ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] : ['mon', 'tue', 'wed', 'thu', 'fri']
  const preCollege = programme.type === 'PreCollege' || programme.type === 'PreCollegeHousingAndMealPlan'
  const n = index + back * 3
  return {
    title: programme.title,
    slug: `${slugify(programme.title)}-${registrationId}`,
    courseNumber: programme.courseNumber,
    registrationId,
    type: programme.type,
    semesterId: semester.semesterId,
    status: back > 0 ? 'closed' : index % 7 === 3 ? 'waitlist' : 'open',
    draft: false,
    description: programme.description,
    keywords: programme.keywords,
    instructors: housing ? [] : instructorsOf(n, faculty, programme.type === 'Destinations'),
    cost: programme.cost,
    fee: programme.fee,
    meetingSchedules: [
      {
        startDate: atNoon(iso(first)),
        endDate: atNoon(iso(last)),
        days,
        startTime: programme.hours?.[0] ?? null,
        endTime: programme.hours?.[1] ?? null,
        room: programme.hours ? 'Studio 7A' : null,
      },
    ],
    datesInterval: housing ? `Move in ${first.format('MMMM D')}, move out ${last.format('MMMM D')}` : null,
    // Pike Street Suites has no pictures yet.
    ...(programme.courseNumber === 'SH-PKE-0200' ? { hero: null, thumbnail: null } : imagesOf(n + 1)),
    categories: categoriesOf(programme.category, categories),
    building: programme.building ?? null,
    secLocation: preCollege ? 'PC' : programme.type === 'SummerResidency' ? 'SRP' : programme.type === 'Destinations' ? 'ABROAD' : 'NYC',
    secLevel: levelOf(programme.type),
    secCourseTypes: programme.kinds,
    isPreCollege: preCollege,
    isPreCollegeHousing: preCollege && Boolean(programme.housing),
  }
}

/** The small seed's semesters, categories and sections around `today` (YYYY-MM-DD in the college's zone). */
export function planCourses(today: string, faculty: readonly string[]): CoursePlan {
  const semesters = planSemesters(today)
  const categories = planCategories()
  const byRole = (role: SemesterRole) => semesters.find((semester) => semester.role === role)!
  const sections: SectionPlan[] = []
  for (const [i, course] of CE_COURSES.entries()) {
    const role = roleOfCourse(i)
    const section = courseSection(course, byRole(role), String(ROLE_DIGIT[role] * 10000 + 100 + i), i, categories, faculty)
    if (role === 'current' && CURRENT_DRAFTS.has(i)) section.draft = true
    if (role === 'current' && i === CANCELLED) section.status = 'cancelled'
    sections.push(section)
    // The most popular course runs a second section, on another evening.
    if (i === 0) sections.push(courseSection(course, byRole(role), String(ROLE_DIGIT[role] * 10000 + 600 + i), i + 1, categories, faculty))
  }
  for (const role of ['past', 'current', 'next'] as const) {
    const semester = byRole(role)
    if (semester.term !== 'Summer') sections.push(courseSection(SATURDAY_STUDIO, semester, String(ROLE_DIGIT[role] * 10000 + 900), 3, categories, faculty))
  }
  for (const [i, programme] of SUMMER_PROGRAMMES.entries()) {
    for (const back of programme.summers) {
      sections.push(
        summerSection(
          programme,
          semesters.find((semester) => semester.summer === back)!,
          i,
          categories,
          faculty,
        ),
      )
    }
  }
  sections.push(...clockWorkshops(today, byRole('current'), byRole('next'), categories, faculty))
  return { semesters, categories, sections }
}

/** The week days of dayjs's `day()`, Sunday first. */
const DAY_OF_WEEK: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/**
 * Published continuing-education workshops dated from the seed's today (decision 0101): one running, one starting within days
 * (in the next term when the current one is over by then) and one later in the next term, so the demo has sections to register
 * for whatever the day. Fixed registration ids: 4 (the current term) then 9001 to 9003.
 */
function clockWorkshops(today: string, current: SemesterPlan, next: SemesterPlan, categories: CategoryPlan[], faculty: readonly string[]): SectionPlan[] {
  const workshop = (slot: number, semester: SemesterPlan, from: string, to: string, label: string): SectionPlan => {
    const course = CE_COURSES[slot]!
    const base = courseSection(course, semester, String(49000 + slot), slot, categories, faculty)
    const weekday = DAY_OF_WEEK[day(from).day()]!
    // Continuing education meets at weekends by day, otherwise in the evening.
    const [startTime, endTime] = weekday === 'sat' || weekday === 'sun' ? ['10:00', '16:00'] : ['18:30', '21:30']
    const meeting = { ...base.meetingSchedules[0]!, startDate: atNoon(from), endDate: atNoon(to), days: [weekday], startTime, endTime }
    return {
      ...base,
      title: `${course.title}: ${label}`,
      slug: `${base.slug}-workshop`,
      draft: false,
      status: 'open',
      meetingSchedules: [meeting],
      datesInterval: null,
    }
  }
  const plus = (from: string, days: number) => iso(day(from).add(days, 'day'))
  const found: SectionPlan[] = []
  if (current.startDate <= plus(today, -7) && plus(today, 14) <= current.endDate)
    found.push(workshop(1, current, plus(today, -7), plus(today, 14), 'Weekly Studio'))
  const soon = plus(today, 3) <= current.endDate ? { semester: current, from: plus(today, 3) } : { semester: next, from: next.startDate }
  found.push(workshop(2, soon.semester, soon.from, plus(soon.from, 1), 'Weekend Workshop'))
  found.push(workshop(3, next, plus(next.startDate, 21), plus(next.startDate, 49), 'Spring Studio'))
  return found
}

/** `--size large`: more published continuing-education sections in the past and current terms. */
export function bulkSections(plan: CoursePlan, target: number, faculty: readonly string[]): SectionPlan[] {
  const terms = (['past', 'current'] as const).map((role) => plan.semesters.find((semester) => semester.role === role)!)
  return Array.from({ length: target }, (_, i) => {
    const course = CE_COURSES[i % CE_COURSES.length]!
    const n = Math.floor(i / CE_COURSES.length) + i
    return { ...courseSection(course, terms[i % 2]!, String(100000 + i), n, plan.categories, faculty), draft: false }
  })
}
