import type { Where } from 'payload'

import {
  COURSE_DEFAULT_SORT,
  COURSE_LIMITS,
  PROGRAMMES,
  type ProgrammeKey,
  SUMMER_RESIDENCY_SORT,
  type Term,
  compareSemesters,
  coursePath,
  latestTermPerYear,
  parseSemesterId,
  programmeByKey,
} from '@/domain/courses'
import type { CourseSectionFlags, PageEntitySummary } from '@/domain/page-entity'

import { cms } from './cms'
import { type CourseCategoryView, type CourseDetail, type CourseSummary, toCategoryView, toCourseDetail, toCourseSummary } from './course-mappers'
import { COURSE_SORT_COLUMNS, type CourseQuery, courseWhere } from './course-queries'
import type { ListPage, PageRequest, PublishedPath } from './list'
import { type Reader, VISITOR, publishedRead, readFor } from './read'

/** Relations a course needs populated: its semester, categories, building, images and instructors' profiles. */
const COURSE_DEPTH = 1

/**
 * How long the API's course lists stay in the data cache at most: any content change clears them
 * at once (docs/decisions/0011); nothing in a course list follows the clock.
 */
export const COURSES_CACHE_SECONDS = 300

/** The category slug the continuing-education tree hangs from (spec §7: courses/categories/ce). */
export const CE_ROOT_CATEGORY_SLUG = 'continuing-education'

/** The categories and their sub-categories, so that a search by a category finds the sections filed under its children too. */
async function withSubCategories(ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const payload = await cms()
  const found = new Set(ids)
  let frontier = [...ids]
  // The tree is shallow (a root, its groups, their sub-categories): a few rounds at most.
  for (let depth = 0; depth < 4 && frontier.length > 0; depth++) {
    const { docs } = await payload.find({
      collection: 'course-categories',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { title: true },
      where: { parent: { in: frontier } },
    })
    frontier = docs.map((doc) => doc.id).filter((id) => !found.has(id))
    frontier.forEach((id) => found.add(id))
  }
  return [...found]
}

/** spec §7 (courses): sections matching the query as `reader` may see them (published ones for visitors), a page at a time. */
export async function listCourses(query: CourseQuery, request: PageRequest, reader: Reader = VISITOR): Promise<ListPage<CourseSummary>> {
  const payload = await cms()
  const sort = query.sort ?? COURSE_DEFAULT_SORT
  const direction = sort.direction === 'DESC' ? '-' : ''
  const categoryIds = await withSubCategories(query.categoryIds ?? [])
  const result = await payload.find({
    collection: 'course-sections',
    ...readFor(reader, courseWhere({ ...query, categoryIds })),
    depth: COURSE_DEPTH,
    // The id breaks ties, so sections of one title keep one order across pages.
    sort: [`${direction}${COURSE_SORT_COLUMNS[sort.field]}`, `${direction}id`],
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map(toCourseSummary), total: result.totalDocs, page: request.page, limit: request.limit }
}

async function readCourse(match: Where, reader: Reader): Promise<CourseDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'course-sections', ...readFor(reader, match), depth: COURSE_DEPTH, limit: 1, pagination: false })
  return docs[0] ? toCourseDetail(docs[0]) : null
}

/** spec §7 (courses/{id}): a published section, or null. */
export const findCourseById = (id: number) => readCourse({ id: { equals: id } }, VISITOR)

/** spec §7 (courses/preview/{id}): any section in its newest saved version, for a staff preview. */
export const previewCourse = (id: number, reader: Reader) => readCourse({ id: { equals: id } }, reader)

/** The published section at a programme's course address (`/academics/pre-college/courses/{slug}`), or null. */
export async function findCourseBySlug(programme: ProgrammeKey, slug: string): Promise<CourseDetail | null> {
  const types = programmeByKey(programme)?.types ?? []
  return readCourse({ and: [{ slug: { equals: slug } }, { type: { in: [...types] } }] }, VISITOR)
}

/** spec §3 (page entity summary): the published section at a course address, with the flags of its programme. */
export async function resolveCourse(programme: ProgrammeKey, slug: string): Promise<PageEntitySummary | null> {
  const course = await findCourseBySlug(programme, slug)
  if (!course) return null
  const flags = Object.fromEntries(PROGRAMMES.map((candidate) => [candidate.flag, candidate.key === course.programme])) as CourseSectionFlags
  return { id: course.id, type: 'course sections', title: course.title, path: course.path, ...flags }
}

async function categories(where: Where): Promise<CourseCategoryView[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'course-categories',
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: ['sortOrder', 'title'],
    where,
  })
  return docs.map(toCategoryView)
}

/** spec §7 (courses/categories/ce-nav-group-categories): the categories of the continuing-education navigation group, in staff's order. */
export const listCeNavigationCategories = () => categories({ showInNavigation: { equals: true } })

/** A category with its children (spec §3: Course category, children and courseSubCategories); null when there is none. */
export async function findCourseCategory(match: { id: number } | { slug: string }): Promise<(CourseCategoryView & { children: CourseCategoryView[] }) | null> {
  const [category] = await categories('id' in match ? { id: { equals: match.id } } : { slug: { equals: match.slug } })
  return category ? { ...category, children: await categories({ parent: { equals: category.id } }) } : null
}

/** Every category, for a search form's choices: the navigation group's categories, each with its sub-categories. */
export async function courseCategoryChoices(): Promise<(CourseCategoryView & { children: CourseCategoryView[] })[]> {
  const all = await categories({})
  return all
    .filter((category) => category.showInNavigation)
    .map((category) => ({ ...category, children: all.filter((child) => child.parentId === category.id) }))
}

/** Every published section's address, with when it last changed (for the sitemap). */
export async function listCoursePaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'course-sections',
    ...publishedRead(),
    depth: 0,
    pagination: false,
    select: { slug: true, type: true, updatedAt: true },
  })
  return docs.map((doc) => ({ path: coursePath(doc.type, doc.slug), updatedAt: doc.updatedAt }))
}

/** A programme's sections as its page lists them: by semester, or one list newest first. */
export type ProgrammeSections = { programme: ProgrammeKey; groups: { id: string; title: string | null; sections: CourseSummary[] }[] }

/**
 * spec §4, §7, §9: the published sections of a programme that have not ended, for its page:
 * summer residency newest start first (100 at most, spec §7); pre-college by semester, keeping per
 * year only its latest term (spec §4); the others by semester, the soonest first.
 */
export async function listProgrammeSections(programme: ProgrammeKey, today: string): Promise<ProgrammeSections> {
  const types = [...(programmeByKey(programme)?.types ?? [])]
  if (programme === 'summer-residency-programs') {
    const { items } = await listCourses({ types, endingFrom: today, sort: SUMMER_RESIDENCY_SORT }, { page: 1, limit: COURSE_LIMITS.summerResidency })
    return { programme, groups: items.length ? [{ id: 'all', title: null, sections: items }] : [] }
  }
  const { items } = await listCourses({ types, endingFrom: today, sort: { field: 'startDate', direction: 'ASC' } }, { page: 1, limit: COURSE_LIMITS.all })
  const bySemester = new Map<string, { id: string; title: string | null; term: Term; year: number; sections: CourseSummary[] }>()
  for (const section of items) {
    const key = section.semesterId ?? 'none'
    const parsed = section.semesterId ? parseSemesterId(section.semesterId) : null
    if (!bySemester.has(key))
      bySemester.set(key, { id: key, title: section.semester?.title ?? null, term: parsed?.term ?? 'Fall', year: parsed?.year ?? 0, sections: [] })
    bySemester.get(key)!.sections.push(section)
  }
  let semesters = [...bySemester.values()].sort(compareSemesters)
  if (programme === 'pre-college') semesters = latestTermPerYear(semesters).sort(compareSemesters)
  return {
    programme,
    groups: semesters.map(({ id, title, sections }) => ({ id, title, sections: [...sections].sort((a, b) => a.title.localeCompare(b.title)) })),
  }
}
