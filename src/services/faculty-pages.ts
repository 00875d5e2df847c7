import { cache } from 'react'

import type { EditTarget } from '@/domain/edit-targets'
import { FACULTY_PATH, facultyOfDepartmentPath } from '@/domain/department-paths'
import { SLUG_PATTERN } from '@/domain/slug'

import { type Department, findDepartmentBySlug, listDepartments } from './departments'
import { type FacultyIndex, type FacultyProfile, findFacultyProfileBySlug, groupedFacultyProfiles } from './faculty'
import type { PageMeta } from './metadata'
import { type SiteIdentity, getSiteIdentity } from './site-config'

/** The A–Z index of published faculty (spec §2, §3), of one department or all, with the department filter's choices. */
export type FacultyIndexPageView = {
  index: FacultyIndex
  /** The departments some published profile names: the filter's choices. */
  departments: Department[]
  /** The department the index is filtered to (the filter lives in the address), or null. */
  department: Department | null
  identity: SiteIdentity
  meta: PageMeta
}

/** spec §2: /faculty, or /faculty/department/{slug} filtered to one department; null for an unknown department (404). */
export const facultyIndexPage = cache(async (departmentSlug: string | null): Promise<FacultyIndexPageView | null> => {
  const department = departmentSlug === null ? null : SLUG_PATTERN.test(departmentSlug) ? await findDepartmentBySlug(departmentSlug) : null
  if (departmentSlug !== null && !department) return null
  const [index, departments, identity] = await Promise.all([
    groupedFacultyProfiles(department ? { departmentIds: [Number(department.id)] } : {}),
    listDepartments({ onlyAssociatedToAnyFacultyProfile: true }),
    getSiteIdentity(),
  ])
  const meta = department
    ? { title: `${department.title} faculty`, description: `Faculty who teach in ${department.title}, A to Z.`, path: facultyOfDepartmentPath(department.slug) }
    : { title: 'Faculty', description: `The artists, designers, writers and scholars who teach at ${identity.shortName}, A to Z.`, path: FACULTY_PATH }
  return { index, departments, department, identity, meta }
})

export type FacultyProfilePageView = { profile: FacultyProfile; identity: SiteIdentity; meta: PageMeta; edit: EditTarget }

/** spec §2: a published faculty profile at /faculty/{slug}; null when there is none (404). */
export const facultyProfilePage = cache(async (slug: string): Promise<FacultyProfilePageView | null> => {
  const [profile, identity] = await Promise.all([SLUG_PATTERN.test(slug) ? findFacultyProfileBySlug(slug) : null, getSiteIdentity()])
  if (!profile) return null
  return {
    profile,
    identity,
    meta: { title: profile.name, description: profile.shortBio ?? profile.title, path: profile.path, image: profile.image, type: 'profile' },
    edit: { type: 'faculty profile', id: profile.id },
  }
})
