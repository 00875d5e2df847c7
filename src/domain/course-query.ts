import { type CourseSortField, type CourseType, type DateRange, HOUSING_COURSE_TYPES, type TimeRange } from './courses'
import { type Weekday } from './course-search-address'

/** spec §7 (courses): what a course list can be filtered by, and its order. */
export type CourseQuery = {
  registrationIds?: string[]
  types?: CourseType[]
  buildingIds?: number[]
  /** Buildings by code, as callers name them; a section in any of buildingIds or buildingCodes matches. */
  buildingCodes?: string[]
  isHousing?: boolean
  secLocations?: string[]
  secLevels?: string[]
  secCourseTypes?: string[]
  /** Sections filed under any of these categories or their sub-categories. */
  categoryIds?: number[]
  titleLike?: string
  /** Title, description, keywords, course number or instructor. */
  keywords?: string
  instructorName?: string
  courseNumber?: string
  /** Sections of these course numbers exactly (the other sections of a course). */
  courseNumbers?: string[]
  /** Sections meeting on some day of the range. */
  dates?: DateRange
  /** Sections whose meetings start and end within the range of the day. */
  times?: TimeRange
  semesterIds?: string[]
  isPreCollege?: boolean
  /** Sections not ended on this day (YYYY-MM-DD): their last day is this day or later, or not known. */
  endingFrom?: string
  /** Sections whose last meeting was before this day (YYYY-MM-DD): what has ended. */
  endedBefore?: string
  /** Sections whose first meeting is on or after this day (YYYY-MM-DD): what has not started yet. */
  startingFrom?: string
  /** Sections meeting on any of these days of the week. */
  days?: Weekday[]
  notIds?: number[]
  sort?: { field: CourseSortField; direction: 'ASC' | 'DESC' }
}

/** What a section is filtered and sorted by; a course summary has it, with its text made searchable. */
export type SearchableCourse = {
  id: number
  type: CourseType
  registrationId: string
  title: string
  courseNumber: string
  semesterId: string | null
  building: { id: number; code?: string | null } | null
  categories: { id: number }[]
  secLocation: string | null
  secLevel: string | null
  secCourseTypes: string[]
  isPreCollege: boolean
  /** YYYY-MM-DD: the first and last day it meets. */
  startDate: string | null
  endDate: string | null
  /** YYYY-MM-DD: the last day it runs, its semester's without meetings (decision 0101). */
  lastDay: string | null
  /** HH:mm: the earliest start and latest end of its meetings. */
  earliestTime: string | null
  latestTime: string | null
  meetingSchedules: { days: readonly Weekday[] }[]
  instructors: { name: string }[]
  description: string | null
  keywords: string | null
}

/** Text as searches compare it: lower case, without accents, one space between words. */
export const searchText = (text: string | null | undefined) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/** Payload's `like`, which the API's `[like]` filters name: every word of the needle is somewhere in the text, in any order. */
function likeAll(needle: string): (text: string) => boolean {
  const words = searchText(needle).split(' ').filter(Boolean)
  return (text) => words.every((word) => text.includes(word))
}

/** The ids and every category below them, given each category's parent (spec §3: a category tree). */
export function withSubCategories(ids: readonly number[], parentOf: ReadonlyMap<number, number | null>): Set<number> {
  const wanted = new Set(ids)
  // Walk up from a category to the root; the bound stops a cycle staff made by mistake.
  const isUnder = (id: number) => {
    for (let at: number | null | undefined = id, steps = 0; at != null && steps <= parentOf.size; at = parentOf.get(at), steps++)
      if (wanted.has(at)) return true
    return false
  }
  return new Set([...ids, ...[...parentOf.keys()].filter(isUnder)])
}

/** A section's text fields as the text filters compare them, made once per section. */
export type CourseSearchText = { title: string; courseNumber: string; instructors: string; keywords: string }

export function courseSearchText(course: SearchableCourse): CourseSearchText {
  const title = searchText(course.title)
  const courseNumber = searchText(course.courseNumber)
  const instructors = searchText(course.instructors.map((instructor) => instructor.name).join(' | '))
  // The keyword search looks through the title, description, keywords, course number and instructors at once.
  const keywords = [title, searchText(course.description), searchText(course.keywords), courseNumber, instructors].join(' | ')
  return { title, courseNumber, instructors, keywords }
}

/** spec §7 (courses' filters): whether a section matches; `subCategories` are the query's categories with their sub-categories. */
export function courseMatcher(query: CourseQuery, subCategories: ReadonlySet<number> = new Set()) {
  const tests: ((course: SearchableCourse, text: CourseSearchText) => boolean)[] = []
  const among = <T>(values: readonly T[] | undefined, value: (course: SearchableCourse) => T | null) => {
    if (!values?.length) return
    const set = new Set(values)
    tests.push((course) => {
      const found = value(course)
      return found !== null && set.has(found)
    })
  }
  among(query.registrationIds, (course) => course.registrationId)
  among(query.types, (course) => course.type)
  if (query.buildingIds?.length || query.buildingCodes?.length) {
    const ids = new Set(query.buildingIds)
    const codes = new Set(query.buildingCodes)
    tests.push((course) => course.building !== null && (ids.has(course.building.id) || (course.building.code != null && codes.has(course.building.code))))
  }
  among(query.secLocations, (course) => course.secLocation)
  among(query.secLevels, (course) => course.secLevel)
  among(query.courseNumbers, (course) => course.courseNumber)
  among(query.semesterIds, (course) => course.semesterId)
  if (query.isHousing !== undefined) tests.push((course) => HOUSING_COURSE_TYPES.includes(course.type) === query.isHousing)
  if (query.isPreCollege !== undefined) tests.push((course) => course.isPreCollege === query.isPreCollege)
  if (query.secCourseTypes?.length) {
    const wanted = new Set(query.secCourseTypes)
    tests.push((course) => course.secCourseTypes.some((type) => wanted.has(type)))
  }
  if (query.categoryIds?.length) tests.push((course) => course.categories.some((category) => subCategories.has(category.id)))
  const text = (needle: string | undefined, field: keyof CourseSearchText) => {
    if (!needle) return
    const matches = likeAll(needle)
    tests.push((_, own) => matches(own[field]))
  }
  text(query.titleLike, 'title')
  text(query.keywords, 'keywords')
  text(query.instructorName, 'instructors')
  text(query.courseNumber, 'courseNumber')
  const { dates, times, endingFrom, endedBefore, startingFrom, days, notIds } = query
  if (dates) tests.push((course) => course.startDate !== null && course.endDate !== null && course.startDate <= dates.to && course.endDate >= dates.from)
  if (times)
    tests.push((course) => course.earliestTime !== null && course.latestTime !== null && course.earliestTime >= times.from && course.latestTime <= times.to)
  // Not ended by the section-state rule (decision 0101): a section whose last day is unknown has not ended.
  if (endingFrom) tests.push((course) => course.lastDay === null || course.lastDay >= endingFrom)
  if (endedBefore) tests.push((course) => course.lastDay !== null && course.lastDay < endedBefore)
  if (startingFrom) tests.push((course) => course.startDate !== null && course.startDate >= startingFrom)
  if (days?.length) {
    const wanted = new Set(days)
    tests.push((course) => course.meetingSchedules.some((meeting) => meeting.days.some((day) => wanted.has(day))))
  }
  if (notIds?.length) {
    const excluded = new Set(notIds)
    tests.push((course) => !excluded.has(course.id))
  }
  return (course: SearchableCourse, own: CourseSearchText) => tests.every((test) => test(course, own))
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

const SORT_KEYS: Record<CourseSortField, (course: SearchableCourse) => string | null> = {
  title: (course) => course.title,
  startDate: (course) => course.startDate,
  courseNumber: (course) => course.courseNumber,
}

/** spec §7 (sortBy): the order of a course list; sections without the value come last, and the id breaks ties so pages keep one order. */
export function compareCourses(sort: NonNullable<CourseQuery['sort']>) {
  const key = SORT_KEYS[sort.field]
  const sign = sort.direction === 'DESC' ? -1 : 1
  return (a: SearchableCourse, b: SearchableCourse) => {
    const [x, y] = [key(a), key(b)]
    if (x === null || y === null) return x === y ? sign * (a.id - b.id) : x === null ? 1 : -1
    return sign * (collator.compare(x, y) || a.id - b.id)
  }
}

/** Whether a section still ends on or after `today` (ISO). A past one keeps its page for old links, unindexed and out of the sitemap (decision 0072). */
export function isCurrentCourse(course: { endDate: string | null }, today: string): boolean {
  return course.endDate !== null && course.endDate >= today
}
