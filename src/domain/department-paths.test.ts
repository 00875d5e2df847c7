import { describe, expect, it } from 'vitest'

import { FACULTY_PATH, departmentPath, departmentSection, facultyOfDepartmentPath } from './department-paths'

describe('department addresses', () => {
  it('puts undergraduate and graduate departments where the navigation links them', () => {
    expect(departmentPath({ type: 'Undergraduate', slug: 'illustration' })).toBe('/academics/undergraduate/illustration')
    expect(departmentPath({ type: 'Graduate', slug: 'art-therapy' })).toBe('/academics/graduate/art-therapy')
  })

  it('puts every other kind under /academics/departments', () => {
    for (const type of ['Administrative', 'Academic', 'CE', 'AdditionalAcademicProgram', 'Unknown']) expect(departmentSection(type)).toBe('departments')
    expect(departmentPath({ type: 'Academic', slug: 'foundation-studies' })).toBe('/academics/departments/foundation-studies')
  })

  // spec §2: faculty at /faculty
  it('filters the faculty index by department in the address', () => {
    expect(FACULTY_PATH).toBe('/faculty')
    expect(facultyOfDepartmentPath('photography')).toBe('/faculty/department/photography')
  })
})
