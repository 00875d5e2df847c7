import { z } from 'zod'

import {
  COURSE_DEFAULT_SORT,
  COURSE_LIMITS,
  COURSE_SEARCH_TEXT_MAX,
  COURSE_SORT_FIELDS,
  COURSE_TYPE_VALUES,
  type CourseType,
  CourseSearchError,
  parseDateRange,
  parseSemesterId,
  parseTimeRange,
  parseWeekdays,
} from '@/domain/courses'
import type { CourseQuery } from '@/domain/course-query'

import { defineEndpoints, idParams, noQuery } from '../endpoint'
import { type DocumentName, booleanFlag, idList, idOrNameList, likeText, limit, page, publishedOnly, sortBy, textList } from '../query'

/** A `from---to` value of spec §2, checked by its domain codec (whose message the 400 carries). */
const range = <T>(parse: (value: string) => T, example: string) =>
  z.string({ error: `must be two values joined by three dashes, e.g. ${example}` }).transform((value, ctx) => {
    try {
      return parse(value)
    } catch (error) {
      if (!(error instanceof CourseSearchError)) throw error
      ctx.addIssue({ code: 'custom', message: error.message })
      return z.NEVER
    }
  })

const courseTypes = () =>
  z
    .union(
      [
        z.enum(COURSE_TYPE_VALUES as [CourseType, ...CourseType[]]),
        z.array(z.enum(COURSE_TYPE_VALUES as [CourseType, ...CourseType[]])).max(COURSE_TYPE_VALUES.length),
      ],
      {
        error: `must be one or more of ${COURSE_TYPE_VALUES.join(', ')}`,
      },
    )
    .transform((value) => (Array.isArray(value) ? value : [value]))

/** Days of the week, `mon,wed` or the key repeated, checked by the domain codec (whose message the 400 carries). */
const weekdays = () =>
  textList(7, 30).transform((values, ctx) => {
    try {
      return parseWeekdays(values)
    } catch (error) {
      if (!(error instanceof CourseSearchError)) throw error
      ctx.addIssue({ code: 'custom', message: error.message })
      return z.NEVER
    }
  })

const semesterIds = () =>
  textList(12, 20).refine((values) => values.every((value) => parseSemesterId(value) !== null), 'must be semesters written term/year, e.g. fall/2026')

/** Buildings are known to callers by their code (LUDL) as well as their id. */
const BUILDING_NAME: DocumentName = { label: 'building code', pattern: /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, example: 'LUDL' }

/** spec §7 (courses): every filter of the course list. */
const courseFilters = z.strictObject({
  registrationId: textList(50, 40).optional(),
  type: courseTypes().optional(),
  building: idOrNameList(BUILDING_NAME).optional(),
  isHousing: booleanFlag().optional(),
  published: publishedOnly('course sections').optional(),
  secLocation: textList(20, 20).optional(),
  secLevel: textList(20, 20).optional(),
  secCourseTypes: textList(20, 40).optional(),
  categories: idList().optional(),
  title: likeText(COURSE_SEARCH_TEXT_MAX).optional(),
  keywords: z.string().trim().min(1, 'must not be empty').max(COURSE_SEARCH_TEXT_MAX, `must be at most ${COURSE_SEARCH_TEXT_MAX} characters`).optional(),
  instructorName: z.string().trim().min(1, 'must not be empty').max(COURSE_SEARCH_TEXT_MAX, `must be at most ${COURSE_SEARCH_TEXT_MAX} characters`).optional(),
  courseNumber: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').optional(),
  meetingSchedulesDateRange: range(parseDateRange, '2026-01-12---2026-03-30').optional(),
  meetingSchedulesTimeRange: range(parseTimeRange, '09:00---12:30').optional(),
  semester: semesterIds().optional(),
  // Beside spec §7's filters (decision 0102): days of the week, and ended or not yet ended on the college's today.
  days: weekdays().optional(),
  ended: booleanFlag().optional(),
})

const courseListQuery = z.strictObject({
  filters: courseFilters.optional(),
  page: page(),
  limit: limit(COURSE_LIMITS.all),
  sortBy: sortBy(COURSE_SORT_FIELDS).optional(),
  /** Staff only: the newest saved versions, drafts included. */
  isPreview: booleanFlag().optional(),
})

const CATEGORY_SHAPE = '{ id, title, slug, parentId, showInNavigation, description }'

export const courseEndpoints = defineEndpoints({
  courses: {
    method: 'GET',
    // spec §7 writes it `/api/v1/courses/`: the API answers both (next.config.ts skipTrailingSlashRedirect).
    path: '/api/v1/courses',
    group: 'Courses',
    summary: 'Published course sections, filtered, sorted and paginated (also at /api/v1/courses/, as spec §7 writes it)',
    query: courseListQuery,
    returns:
      'The list envelope of sections (id, type, programme, title, courseNumber, registrationId, semesterId, meetingSchedules, datesInterval, startDate, endDate, categories, secLocation, secLevel, secCourseTypes, building, status, statusLabel, cost, fee, isPreCollege, isPreCollegeHousing, isHousing, instructors, path…). status is the section’s state at the moment of the request: open, waitlist, closed or cancelled as the college set it, and ended from the college’s midnight after its last meeting’s day (its semester’s last day when it has no meetings); only open and waitlist sections can be registered for. filters[days] (mon…sun, comma-separated or repeated) keeps sections meeting on any of those days; filters[ended]=false keeps sections not yet ended and filters[ended]=true those that have, on the college’s today; filters[semester] takes term/year. filters[meetingSchedulesDateRange] keeps sections meeting on some day of the range and filters[meetingSchedulesTimeRange] those meeting within the hours (both from---to); filters[building] takes building ids or codes; filters[categories] includes their sub-categories; filters[keywords] searches title, description, keywords, course number and instructors; sortBy defaults to title-ASC; limit defaults to 9999 (the cart asks for 1, summer residency for 100 sorted startDate-DESC). isPreview=true (staff) answers the newest saved versions, drafts included.',
  },
  course: {
    method: 'GET',
    path: '/api/v1/courses/{id}',
    group: 'Courses',
    summary: 'A published course section with its description and images',
    params: idParams,
    query: noQuery,
    returns: 'The section; 404 when no published section has this id.',
  },
  coursePreview: {
    method: 'GET',
    path: '/api/v1/courses/preview/{id}',
    group: 'Courses',
    summary: 'Any course section in its newest saved version, draft or not (staff)',
    params: idParams,
    query: noQuery,
    staff: true,
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: 'The section, with `published` telling whether it is live.',
  },
  courseNavigationCategories: {
    method: 'GET',
    path: '/api/v1/courses/categories/ce-nav-group-categories',
    group: 'Courses',
    summary: 'The categories of the continuing-education navigation group, in order',
    query: noQuery,
    returns: `\`{ items: [${CATEGORY_SHAPE}] }\`.`,
  },
  courseCeCategory: {
    method: 'GET',
    path: '/api/v1/courses/categories/ce',
    group: 'Courses',
    summary: 'The continuing-education category with its children',
    query: noQuery,
    returns: `${CATEGORY_SHAPE} with \`children\` (the same shape).`,
  },
  courseCategory: {
    method: 'GET',
    path: '/api/v1/courses/categories/{id}',
    group: 'Courses',
    summary: 'A course category with its sub-categories',
    params: idParams,
    query: noQuery,
    returns: `${CATEGORY_SHAPE} with \`courseSubCategories\` (the same shape); 404 when there is no such category.`,
  },
})

export type CoursesListQuery = z.output<(typeof courseEndpoints)['courses']['query']>

/** The course list's parameters as a query of the course store (spec §7) on the college's `today`: title ascending unless asked otherwise. */
export function toCourseQuery(query: CoursesListQuery, today: string): CourseQuery {
  const filters = query.filters ?? {}
  return {
    registrationIds: filters.registrationId,
    types: filters.type,
    buildingIds: filters.building?.ids,
    buildingCodes: filters.building?.names,
    isHousing: filters.isHousing,
    secLocations: filters.secLocation,
    secLevels: filters.secLevel,
    secCourseTypes: filters.secCourseTypes,
    categoryIds: filters.categories,
    titleLike: filters.title?.like,
    keywords: filters.keywords,
    instructorName: filters.instructorName,
    courseNumber: filters.courseNumber,
    dates: filters.meetingSchedulesDateRange,
    times: filters.meetingSchedulesTimeRange,
    semesterIds: filters.semester,
    days: filters.days,
    endingFrom: filters.ended === false ? today : undefined,
    endedBefore: filters.ended === true ? today : undefined,
    sort: query.sortBy ?? COURSE_DEFAULT_SORT,
  }
}
