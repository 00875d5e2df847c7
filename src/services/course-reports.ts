import { hasCapability } from '@/domain/capabilities'
import type { CourseImportReport } from '@/domain/course-import-report'
import { courseTypeLabel } from '@/domain/courses'
import { relationId, relationIds } from '@/domain/relations'
import type { CourseSection, User } from '@/payload-types'

import { cms } from './cms'
import { importReportOf } from './course-import'

/** spec §2 (the admin continuing-education report screens), read as the staff member, drafts included; null without `courses`. */

/** A section as a report lists it, with the back office's edit view. */
export type ReportSection = {
  id: number
  title: string
  courseNumber: string
  registrationId: string
  type: string
  semester: string | null
  /** Visitors see a published version (the newest may be a draft beside it). */
  published: boolean
  editHref: string
  /** What the report found missing (missing images: hero, thumbnail). */
  missing: string[]
}

export type ReportCategory = { id: number; title: string; slug: string; parent: string | null; sectionsInSubCategories: number; editHref: string }

export type ImportListItem = Omit<CourseImportReport, 'rows' | 'summary'> & { summary: string; rows: number }

/** The back office's edit view of a document. */
const editHref = (collection: 'course-sections' | 'course-categories', id: number) => `/admin/collections/${collection}/${id}`

/** Staff who may see the course reports: those holding `courses`. */
export const mayUseCourseReports = (user: unknown): user is User => hasCapability(user, 'courses')

/** A section's newest version, with what the reports look at. */
type SectionRow = Omit<ReportSection, 'editHref' | 'missing'> & { categories: number[]; hero: number | null; thumbnail: number | null }

async function newestSections(staff: User): Promise<SectionRow[]> {
  const payload = await cms()
  const [{ docs }, live, semesters] = await Promise.all([
    payload.find({
      collection: 'course-sections',
      draft: true,
      overrideAccess: false,
      user: staff,
      depth: 0,
      pagination: false,
      sort: 'title',
      select: { title: true, courseNumber: true, registrationId: true, type: true, semester: true, categories: true, hero: true, thumbnail: true },
    }),
    // Whether visitors see a version: the newest one may be a draft saved beside it.
    payload.find({
      collection: 'course-sections',
      overrideAccess: false,
      user: staff,
      depth: 0,
      pagination: false,
      where: { _status: { equals: 'published' } },
      select: { _status: true },
    }),
    payload.find({ collection: 'semesters', overrideAccess: false, user: staff, depth: 0, pagination: false, select: { title: true } }),
  ])
  const published = new Set(live.docs.map((doc) => doc.id))
  const titles = new Map(semesters.docs.map((semester) => [semester.id, semester.title ?? null]))
  return docs.map((doc: Partial<CourseSection> & { id: number }) => ({
    id: doc.id,
    title: doc.title ?? '',
    courseNumber: doc.courseNumber ?? '',
    registrationId: doc.registrationId ?? '',
    type: courseTypeLabel(doc.type ?? ''),
    semester: titles.get(relationId(doc.semester) ?? 0) ?? null,
    published: published.has(doc.id),
    categories: relationIds(doc.categories),
    hero: relationId(doc.hero),
    thumbnail: relationId(doc.thumbnail),
  }))
}

const toReportSection = ({ categories: _categories, hero: _hero, thumbnail: _thumbnail, ...section }: SectionRow, missing: string[] = []): ReportSection => ({
  ...section,
  editHref: editHref('course-sections', section.id),
  missing,
})

/** Missing categories: sections filed under no category. */
export async function sectionsWithoutCategories(user: unknown): Promise<ReportSection[] | null> {
  if (!mayUseCourseReports(user)) return null
  return (await newestSections(user)).filter((section) => section.categories.length === 0).map((section) => toReportSection(section))
}

/** Missing hero/thumbnail images: sections without a hero image, a thumbnail, or both. */
export async function sectionsWithoutImages(user: unknown): Promise<ReportSection[] | null> {
  if (!mayUseCourseReports(user)) return null
  return (await newestSections(user)).flatMap((section) => {
    const missing = [...(section.hero ? [] : ['hero']), ...(section.thumbnail ? [] : ['thumbnail'])]
    return missing.length ? [toReportSection(section, missing)] : []
  })
}

/** Sections with no courses, read as: categories no section is filed under. A parent whose sub-categories hold sections says how many. */
export async function categoriesWithoutSections(user: unknown): Promise<ReportCategory[] | null> {
  if (!mayUseCourseReports(user)) return null
  const payload = await cms()
  const [sections, { docs: categories }] = await Promise.all([
    newestSections(user),
    payload.find({
      collection: 'course-categories',
      overrideAccess: false,
      user,
      depth: 0,
      pagination: false,
      sort: 'title',
      select: { title: true, slug: true, parent: true },
    }),
  ])
  /** The sections filed under each category. */
  const filed = new Map<number, number[]>()
  for (const section of sections) for (const id of section.categories) filed.set(id, [...(filed.get(id) ?? []), section.id])
  const children = new Map<number, number[]>()
  for (const category of categories) {
    const parent = relationId(category.parent)
    if (parent) children.set(parent, [...(children.get(parent) ?? []), category.id])
  }
  /** The sections filed anywhere below a category, each once (a tree edited by hand may loop: each category is visited once). */
  const below = (id: number, sectionIds = new Set<number>(), seen = new Set<number>([id])): Set<number> => {
    for (const child of children.get(id) ?? []) {
      if (seen.has(child)) continue
      seen.add(child)
      for (const sectionId of filed.get(child) ?? []) sectionIds.add(sectionId)
      below(child, sectionIds, seen)
    }
    return sectionIds
  }
  const titles = new Map(categories.map((category) => [category.id, category.title]))
  return categories
    .filter((category) => !filed.has(category.id))
    .map((category) => ({
      id: category.id,
      title: category.title,
      slug: category.slug,
      parent: titles.get(relationId(category.parent) ?? 0) ?? null,
      sectionsInSubCategories: below(category.id).size,
      editHref: editHref('course-categories', category.id),
    }))
}

/** How many imports the file debugger lists. */
const RECENT_IMPORTS = 25

/** File debugger: the last imports, newest first. */
export async function recentImports(user: unknown): Promise<ImportListItem[] | null> {
  if (!mayUseCourseReports(user)) return null
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'course-imports', overrideAccess: false, user, depth: 1, limit: RECENT_IMPORTS, sort: '-createdAt' })
  return docs.map((doc) => {
    const { rows, ...report } = importReportOf(doc, importerName(doc.importedBy))
    return { ...report, rows: rows.length }
  })
}

/** File debugger: one import, with what it read row by row and what became of each row; null when there is none. */
export async function importRun(user: unknown, id: number): Promise<CourseImportReport | null> {
  if (!mayUseCourseReports(user)) return null
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'course-imports', overrideAccess: false, user, depth: 1, limit: 1, where: { id: { equals: id } } })
  return docs[0] ? importReportOf(docs[0], importerName(docs[0].importedBy)) : null
}

const importerName = (importedBy: unknown) => (importedBy && typeof importedBy === 'object' ? ((importedBy as User).fullName ?? null) : null)
