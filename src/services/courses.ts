import type { Where } from 'payload'

import {
  COURSE_LIMITS,
  type CourseType,
  PROGRAMMES,
  type ProgrammeKey,
  SUMMER_RESIDENCY_SORT,
  type Term,
  compareSemesters,
  latestTermPerYear,
  parseSemesterId,
  programmeByKey,
} from '@/domain/courses'
import { type CourseQuery, isCurrentCourse } from '@/domain/course-query'
import { todayIn } from '@/domain/zoned-time'
import type { CourseSectionFlags, PageEntitySummary } from '@/domain/page-entity'

import { cms } from './cms'
import { courseCatalogue, findInCatalogue, readCourseRecords } from './course-catalogue'
import {
  type CourseCategoryView,
  type CourseDetail,
  type CourseRecord,
  type CourseSummary,
  toCategoryView,
  toCourseDetail,
  toCourseSummary,
} from './course-mappers'
import type { ListPage, PageRequest, PublishedPath } from './list'
import { type Reader, VISITOR } from './read'
import { getSiteIdentity } from './site-config'

/** The category slug the continuing-education tree hangs from (spec §7: courses/categories/ce). */
export const CE_ROOT_CATEGORY_SLUG = 'continuing-education'

/** The college's today (YYYY-MM-DD in its time zone) at `now`: the day a section's state is decided on (docs/decisions/0101). */
export async function collegeToday(now: Date = new Date()): Promise<string> {
  return todayIn((await getSiteIdentity()).timeZone, now)
}

/** spec §7 (courses): sections matching the query as `reader` may see them (published ones for visitors), a page at a time, as they stand today. */
export async function listCourses(query: CourseQuery, request: PageRequest, reader: Reader = VISITOR): Promise<ListPage<CourseSummary>> {
  const [catalogue, today] = await Promise.all([courseCatalogue(reader), collegeToday()])
  const found = findInCatalogue(catalogue, query)
  const start = (request.page - 1) * request.limit
  const items = found.slice(start, start + request.limit).map((record) => toCourseSummary(record, today))
  return { items, total: found.length, page: request.page, limit: request.limit }
}

/** The published section that `matches`, from the visitors' catalogue, as it stands today. */
async function findPublished(matches: (course: CourseRecord) => boolean): Promise<CourseDetail | null> {
  const [catalogue, today] = await Promise.all([courseCatalogue(), collegeToday()])
  const entry = catalogue.entries.find(({ course }) => matches(course))
  return entry ? toCourseDetail(entry.course, today) : null
}

/** spec §7 (courses/{id}): a published section, or null. */
export const findCourseById = (id: number) => findPublished((course) => course.id === id)

/** spec §7 (courses/preview/{id}): any section in its newest saved version, for a staff preview. */
export async function previewCourse(id: number, reader: Reader): Promise<CourseDetail | null> {
  const [record] = await readCourseRecords(reader, { id: { equals: id } })
  return record ? toCourseDetail(record, await collegeToday()) : null
}

/** The published section at a programme's course address (`/academics/pre-college/courses/{slug}`), or null. */
export const findCourseBySlug = (programme: ProgrammeKey, slug: string) => findPublished((course) => course.programme === programme && course.slug === slug)

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

/** The semesters sections of `types` fall in, in time order, for a search form's choices. */
export async function courseSemesterChoices(types: readonly CourseType[]): Promise<{ id: string; title: string }[]> {
  const wanted = new Set(types)
  const found = new Map<string, { id: string; title: string; term: Term; year: number }>()
  for (const { course } of (await courseCatalogue()).entries) {
    const parsed = course.semesterId ? parseSemesterId(course.semesterId) : null
    if (!parsed || !wanted.has(course.type) || found.has(course.semesterId!)) continue
    found.set(course.semesterId!, { id: course.semesterId!, title: course.semester?.title ?? course.semesterId!, ...parsed })
  }
  return [...found.values()].sort(compareSemesters).map(({ id, title }) => ({ id, title }))
}

/** The address of every published section still on offer, with when it last changed (for the sitemap). */
export async function listCoursePaths(): Promise<PublishedPath[]> {
  const today = await collegeToday()
  return (await courseCatalogue()).entries.flatMap(({ course }) => (isCurrentCourse(course, today) ? [{ path: course.path, updatedAt: course.updatedAt }] : []))
}

/** A programme's sections as its page lists them: by semester, or one list newest first. */
export type ProgrammeSections = { programme: ProgrammeKey; groups: { id: string; title: string | null; sections: CourseSummary[] }[] }

/** spec §4, §7, §9: a programme's current published sections: summer residency newest first (100 at most), pre-college by latest term, others by semester. */
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
