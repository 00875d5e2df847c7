// Department pages: /academics/{undergraduate|graduate}/{slug} as the navigation links them, others /academics/departments/{slug};
// faculty per department at /faculty/department/{slug} (docs/decisions/0030).
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
