import type { Where } from 'payload'

import { type CourseSortField, type CourseType, type DateRange, HOUSING_COURSE_TYPES, type TimeRange } from '@/domain/courses'

/** spec §7 (courses): what a course list can be filtered by. */
export type CourseQuery = {
  registrationIds?: string[]
  types?: CourseType[]
  buildingIds?: number[]
  isHousing?: boolean
  secLocations?: string[]
  secLevels?: string[]
  secCourseTypes?: string[]
  /** Sections filed under any of these categories (a category's sub-categories are added by the reads). */
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
  /** Sections meeting on or after this day (YYYY-MM-DD): what is still to come. */
  endingFrom?: string
  notIds?: number[]
  sort?: { field: CourseSortField; direction: 'ASC' | 'DESC' }
}

/** The stored field each sort sorts on. */
export const COURSE_SORT_COLUMNS: Record<CourseSortField, string> = { title: 'title', startDate: 'firstDate', courseNumber: 'courseNumber' }

/** The Payload `where` of a course query (published or not is the reader's business). */
export function courseWhere(query: Omit<CourseQuery, 'sort'>): Where {
  const and: Where[] = []
  if (query.registrationIds?.length) and.push({ registrationId: { in: query.registrationIds } })
  if (query.types?.length) and.push({ type: { in: query.types } })
  if (query.buildingIds?.length) and.push({ building: { in: query.buildingIds } })
  if (query.isHousing !== undefined) and.push({ type: query.isHousing ? { in: HOUSING_COURSE_TYPES } : { not_in: HOUSING_COURSE_TYPES } })
  if (query.secLocations?.length) and.push({ secLocation: { in: query.secLocations } })
  if (query.secLevels?.length) and.push({ secLevel: { in: query.secLevels } })
  if (query.secCourseTypes?.length) and.push({ secCourseTypes: { in: query.secCourseTypes } })
  if (query.categoryIds?.length) and.push({ categories: { in: query.categoryIds } })
  if (query.titleLike) and.push({ title: { like: query.titleLike } })
  if (query.keywords) {
    const like = { like: query.keywords }
    and.push({ or: [{ title: like }, { description: like }, { keywords: like }, { courseNumber: like }, { 'instructors.name': like }] })
  }
  if (query.instructorName) and.push({ 'instructors.name': { like: query.instructorName } })
  if (query.courseNumber) and.push({ courseNumber: { like: query.courseNumber } })
  if (query.courseNumbers?.length) and.push({ courseNumber: { in: query.courseNumbers } })
  if (query.dates) {
    // Meeting days are stored at the start of their UTC day; a range covers whole days.
    and.push({ firstDate: { less_than_equal: `${query.dates.to}T23:59:59.999Z` } }, { lastDate: { greater_than_equal: `${query.dates.from}T00:00:00.000Z` } })
  }
  if (query.times) and.push({ earliestTime: { greater_than_equal: query.times.from } }, { latestTime: { less_than_equal: query.times.to } })
  if (query.semesterIds?.length) and.push({ 'semester.semesterId': { in: query.semesterIds } })
  if (query.isPreCollege !== undefined) and.push({ isPreCollege: { equals: query.isPreCollege } })
  if (query.endingFrom) and.push({ lastDate: { greater_than_equal: `${query.endingFrom}T00:00:00.000Z` } })
  if (query.notIds?.length) and.push({ id: { not_in: query.notIds } })
  return { and }
}
