/**
 * Where a department's page lives: undergraduate and graduate departments under /academics/
 * {undergraduate|graduate}/{slug}, as the main navigation links them; every other kind under
 * /academics/departments/{slug}. The faculty index filtered to one department is
 * /faculty/department/{slug}, an address that is cached like any page (docs/decisions/0030).
 */
export const DEPARTMENT_SECTIONS = { Undergraduate: 'undergraduate', Graduate: 'graduate' } as const
export const OTHER_DEPARTMENTS_SECTION = 'departments'
export type DepartmentSection = (typeof DEPARTMENT_SECTIONS)[keyof typeof DEPARTMENT_SECTIONS] | typeof OTHER_DEPARTMENTS_SECTION

export function departmentSection(type: string): DepartmentSection {
  return DEPARTMENT_SECTIONS[type as keyof typeof DEPARTMENT_SECTIONS] ?? OTHER_DEPARTMENTS_SECTION
}

export function departmentPath(department: { type: string; slug: string }): string {
  return `/academics/${departmentSection(department.type)}/${department.slug}`
}

/** spec §2: the faculty index. */
export const FACULTY_PATH = '/faculty'

export function facultyOfDepartmentPath(departmentSlug: string): string {
  return `${FACULTY_PATH}/department/${departmentSlug}`
}
