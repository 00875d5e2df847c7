import { cache } from 'react'

import {
  COURSE_RESULTS_PAGE_SIZE,
  COURSE_SEARCH_PATH,
  PROGRAMMES,
  type CourseSearch,
  type ProgrammeKey,
  courseSearchHref,
  groupByCategory,
  isEmptySearch,
  parseCourseSearch,
} from '@/domain/courses'
import { type CourseSearchField } from '@/domain/course-search-address'
import { isCurrentCourse } from '@/domain/course-query'
import { NUMBERED_PAGINATION_LINKS, type PagedList, pagedList, parsePageNumber } from '@/domain/pagination'
import { todayIn } from '@/domain/zoned-time'

import type { CourseCategoryView, CourseDetail, CourseSummary } from './course-mappers'
import { courseCategoryChoices, courseSemesterChoices, findCourseBySlug, listCourses } from './courses'
import type { PageMeta } from './metadata'
import { type SiteIdentity, getSiteIdentity } from './site-config'

/** The programme the course search searches (spec §2: continuing-education courses). */
const CONTINUING_EDUCATION = PROGRAMMES[0]

/** How many sections the search shows as starting soon when nothing is searched yet. */
const STARTING_SOON = 8
/** How many other sections of the same course a course page lists. */
const OTHER_SECTIONS = 6

export type CoursePageView = { course: CourseDetail; otherSections: CourseSummary[]; identity: SiteIdentity; meta: PageMeta }

/** A course section's page (spec §3): the section, and the other sections of its course still to come. */
export async function coursePageView(course: CourseDetail): Promise<CoursePageView> {
  const identity = await getSiteIdentity()
  const today = todayIn(identity.timeZone)
  const others = await listCourses(
    { courseNumbers: [course.courseNumber], notIds: [course.id], endingFrom: today, sort: { field: 'startDate', direction: 'ASC' } },
    { page: 1, limit: OTHER_SECTIONS },
  )
  // A section past its end stays for old links, but is no page to offer to search engines (decision 0072).
  const noIndex = !isCurrentCourse(course, today)
  const meta: PageMeta = { title: course.title, description: course.summary, path: course.path, image: course.hero ?? course.thumbnail, noIndex }
  return { course, otherSections: others.items, identity, meta }
}

/** The published section at `/{programme's path}/courses/{slug}`, with its page; null when there is none (404). */
export const coursePage = cache(async (programme: ProgrammeKey, slug: string): Promise<CoursePageView | null> => {
  const course = await findCourseBySlug(programme, slug)
  return course ? coursePageView(course) : null
})

export type CourseSearchPageView = {
  search: CourseSearch
  /** Each field that could not be used, with why (shown beside the field). */
  problems: Partial<Record<CourseSearchField, string>>
  /** The search form's categories: the navigation group's, each with its sub-categories. */
  categories: (CourseCategoryView & { children: CourseCategoryView[] })[]
  /** The search form's semesters: those the programme's sections fall in, in time order. */
  semesters: { id: string; title: string }[]
  /** The search's results, grouped by category, a page at a time; null before anything is searched. */
  results: { list: PagedList<CourseSummary>; groups: ReturnType<typeof groupByCategory<CourseSummary>> } | null
  /** Before a search: what starts soonest. */
  startingSoon: CourseSummary[]
  timeZone: string
  meta: PageMeta
}

/** spec §2 (the continuing-education course search), §4 (course search): the search an address holds, its results by category. */
export const courseSearchPage = cache(async (query: string): Promise<CourseSearchPageView | null> => {
  const params = new URLSearchParams(query)
  const page = params.has('page') ? parsePageNumber(params.get('page') ?? '') : 1
  if (page === null) return null
  const { search, problems } = parseCourseSearch(params)
  const types = [...CONTINUING_EDUCATION.types]
  const [categories, semesters, identity] = await Promise.all([courseCategoryChoices(), courseSemesterChoices(types), getSiteIdentity()])
  const today = todayIn(identity.timeZone)
  const base = {
    types,
    titleLike: search.title,
    keywords: search.keywords,
    categoryIds: search.categoryId ? [search.categoryId] : undefined,
    instructorName: search.instructorName,
    courseNumber: search.courseNumber,
    dates: search.dates,
    times: search.times,
    days: search.days,
    semesterIds: search.semester ? [search.semester] : undefined,
    // Only what has not ended yet, unless the visitor asks for past sections too (decision 0102).
    endingFrom: search.past ? undefined : today,
  }
  const searched = !isEmptySearch(search)
  const meta: PageMeta = {
    title: searched ? 'Course search results' : 'Continuing education courses',
    description: 'Evening, weekend and online courses in art and design: search by subject, teacher, day and time.',
    path: searched ? courseSearchHref(search) : COURSE_SEARCH_PATH,
    // Searches are free text: one page to index, the search itself.
    noIndex: searched,
  }
  if (!searched) {
    // Sections that start from today, soonest first: one that began last month is no longer starting.
    const soon = await listCourses({ ...base, startingFrom: today, sort: { field: 'startDate', direction: 'ASC' } }, { page: 1, limit: STARTING_SOON })
    return { search, problems, categories, semesters, results: null, startingSoon: soon.items, timeZone: identity.timeZone, meta }
  }
  const found = await listCourses(base, { page, limit: COURSE_RESULTS_PAGE_SIZE })
  if (page > 1 && found.items.length === 0) return null
  const list = pagedList(found, NUMBERED_PAGINATION_LINKS)
  return {
    search,
    problems,
    categories,
    semesters,
    results: { list, groups: groupByCategory(found.items) },
    startingSoon: [],
    timeZone: identity.timeZone,
    meta,
  }
})
