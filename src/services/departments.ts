import { type DepartmentSection, departmentPath, departmentSection, facultyOfDepartmentPath } from '@/domain/department-paths'
import type { ProgrammeApplying } from '@/domain/programme-facts'
import { relationId } from '@/domain/relations'
import { newest, tally } from '@/domain/sitemap'
import { SLUG_PATTERN } from '@/domain/slug'
import type { Department as DepartmentDoc } from '@/payload-types'

import { cms } from './cms'
import type { PublishedPath } from './list'

export type Department = {
  id: number | string
  title: string
  shortTitle: string | null
  slug: string
  /** The department's page (docs/decisions/0030). */
  path: string
  type: DepartmentDoc['type']
  degrees: NonNullable<DepartmentDoc['degrees']>
  locationId: number | string | null
  description: string | null
  published: boolean
  /** How to apply, the deadlines and the cost (undergraduate and graduate programmes), as staff write them. */
  applying: ProgrammeApplying
}

function toDepartment(doc: DepartmentDoc): Department {
  return {
    id: doc.id,
    title: doc.title,
    shortTitle: doc.shortTitle ?? null,
    slug: doc.slug,
    path: departmentPath(doc),
    type: doc.type,
    degrees: doc.degrees ?? [],
    locationId: relationId(doc.location),
    description: doc.description ?? null,
    published: Boolean(doc.published),
    applying: {
      howToApply: doc.applying?.howToApply ?? null,
      deadlines: (doc.applying?.deadlines ?? []).map((deadline) => ({ label: deadline.label, date: deadline.date })),
      cost: doc.applying?.cost ?? null,
      costUrl: doc.applying?.costUrl ?? null,
    },
  }
}

/** Departments that published faculty profiles name. */
async function departmentIdsWithFaculty(): Promise<Set<string>> {
  const payload = await cms()
  const profiles = await payload.find({
    collection: 'faculty-profiles',
    overrideAccess: false,
    depth: 0,
    pagination: false,
    select: { departments: true },
  })
  const ids = new Set<string>()
  for (const profile of profiles.docs) for (const department of profile.departments ?? []) ids.add(String(relationId(department)))
  return ids
}

/** Published departments by title; optionally only those some published faculty profile names. */
export async function listDepartments(options: { onlyAssociatedToAnyFacultyProfile?: boolean } = {}): Promise<Department[]> {
  const payload = await cms()
  const result = await payload.find({ collection: 'departments', overrideAccess: false, depth: 0, pagination: false, sort: 'title' })
  const departments = result.docs.map(toDepartment)
  if (!options.onlyAssociatedToAnyFacultyProfile) return departments
  const withFaculty = await departmentIdsWithFaculty()
  return departments.filter((department) => withFaculty.has(String(department.id)))
}

/** Every published department's page and, when profiles name it, its faculty index, with their last change (for the sitemap). */
export async function listDepartmentPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const [departments, profiles] = await Promise.all([
    payload.find({
      collection: 'departments',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'title',
      select: { slug: true, type: true, updatedAt: true },
    }),
    payload.find({ collection: 'faculty-profiles', overrideAccess: false, depth: 0, pagination: false, select: { departments: true, updatedAt: true } }),
  ])
  const faculty = tally(
    profiles.docs.map((doc) => ({ keys: (doc.departments ?? []).map((department) => String(relationId(department))), updatedAt: doc.updatedAt })),
  )
  return departments.docs.flatMap((doc) => {
    const teaching = faculty.get(String(doc.id))
    return [
      { path: departmentPath(doc), updatedAt: doc.updatedAt },
      ...(teaching ? [{ path: facultyOfDepartmentPath(doc.slug), updatedAt: newest([doc.updatedAt, teaching.updatedAt])! }] : []),
    ]
  })
}

/** The published department with this slug, or null. */
export async function findDepartmentBySlug(slug: string): Promise<Department | null> {
  const payload = await cms()
  const result = await payload.find({ collection: 'departments', overrideAccess: false, depth: 0, limit: 1, where: { slug: { equals: slug } } })
  const doc = result.docs[0]
  return doc ? toDepartment(doc) : null
}

/** The published department at /academics/{section}/{slug}, with a `redirect` when it lives under another section. */
export async function findDepartmentForPage(section: DepartmentSection, slug: string): Promise<{ department: Department; redirect: string | null } | null> {
  if (!SLUG_PATTERN.test(slug)) return null
  const department = await findDepartmentBySlug(slug)
  if (!department) return null
  return { department, redirect: departmentSection(department.type) === section ? null : department.path }
}
