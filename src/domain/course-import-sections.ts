/** What an import row means for a section (spec §2: run course importer; §3 Course): the ids it names, the fields it sets and changes. Pure. */
import type { CourseImportRow, RowReason } from './course-import'
import type { ImportedMeeting } from './course-import-meetings'
import type { CourseStatus, CourseType } from './courses'

/** What the importer looks up by name: semesters by term/year, categories by slug, buildings by code or title. */
export type ImportLookups = {
  semesters: ReadonlyMap<string, number>
  categories: ReadonlyMap<string, number>
  buildings: readonly { id: number; code: string | null; title: string }[]
}

export type ResolvedReferences = { semester?: number | null; categories?: number[]; building?: number | null }

/** The ids a row's semester, categories and building name, or the reasons (naming the column) some are unknown. */
export function resolveReferences(row: CourseImportRow, lookups: ImportLookups): { ok: true; refs: ResolvedReferences } | { ok: false; reasons: RowReason[] } {
  const refs: ResolvedReferences = {}
  const reasons: RowReason[] = []
  if (row.semester !== undefined) {
    const id = row.semester === null ? null : lookups.semesters.get(row.semester)
    if (id === undefined) reasons.push({ column: 'semester', message: `there is no semester ${row.semester}: add it under Courses → Semesters first` })
    else refs.semester = id
  }
  if (row.categories !== undefined) {
    const unknown = row.categories.filter((slug) => !lookups.categories.has(slug.toLowerCase()))
    if (unknown.length) reasons.push({ column: 'categories', message: `no category has the slug ${unknown.map((slug) => `“${slug}”`).join(', ')}` })
    else refs.categories = [...new Set(row.categories.map((slug) => lookups.categories.get(slug.toLowerCase())!))]
  }
  if (row.building !== undefined) {
    if (row.building === null) refs.building = null
    else {
      const wanted = row.building.toLowerCase()
      const building =
        lookups.buildings.find((candidate) => candidate.code?.toLowerCase() === wanted) ??
        lookups.buildings.find((candidate) => candidate.title.toLowerCase() === wanted)
      if (building) refs.building = building.id
      else reasons.push({ column: 'building', message: `no building has the code or title “${row.building}”` })
    }
  }
  return reasons.length ? { ok: false, reasons } : { ok: true, refs }
}

/** A section's fields as the importer writes and compares them. */
export type SectionFields = {
  registrationId: string
  title: string
  courseNumber: string
  type: CourseType
  semester: number | null
  registrationStatus: CourseStatus
  description: string | null
  keywords: string | null
  instructors: string[]
  cost: number
  fee: number
  categories: number[]
  building: number | null
  secLocation: string | null
  secLevel: string | null
  secCourseTypes: string[]
  isPreCollege: boolean
  isPreCollegeHousing: boolean
  meetingSchedules: ImportedMeeting[]
  datesInterval: string | null
  slug: string
}

/** The fields a row sets: the columns it has, with its references resolved. */
export function sectionFieldsOf(row: CourseImportRow, refs: ResolvedReferences): Partial<SectionFields> {
  const { semester: _semester, categories: _categories, building: _building, published: _published, ...own } = row
  const fields: Partial<SectionFields> = {}
  for (const [key, value] of Object.entries({ ...own, ...refs })) {
    if (value !== undefined) (fields as Record<string, unknown>)[key] = value
  }
  return fields
}

/** The fields of `next` that differ from the section as it is (lists in order; meetings by day and time). */
export function changedFields(next: Partial<SectionFields>, current: SectionFields): (keyof SectionFields)[] {
  return (Object.keys(next) as (keyof SectionFields)[]).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]))
}
