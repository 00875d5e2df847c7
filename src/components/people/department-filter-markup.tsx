import { FACULTY_PATH, facultyOfDepartmentPath } from '@/domain/department-paths'
import type { Department } from '@/services/departments'
import disclosure from '@/components/ui/filter-disclosure.module.css'

import styles from './department-filter.module.css'

/** What the filter shows of a department: its name, its address's slug and the group it is listed under. */
export type FilterDepartment = Pick<Department, 'id' | 'title' | 'slug' | 'type'>

export type DepartmentFilterProps = {
  departments: FilterDepartment[]
  /** The department the index shows, or null for everybody. */
  current: FilterDepartment | null
}

const GROUPS: { label: string; types: string[] }[] = [
  { label: 'Undergraduate', types: ['Undergraduate'] },
  { label: 'Graduate', types: ['Graduate'] },
  { label: 'More programs', types: ['Academic', 'CE', 'AdditionalAcademicProgram', 'Administrative'] },
]

/** The faculty index's department filter: a disclosure of links, shown by `DepartmentFilter`. */
export function DepartmentFilterMarkup({ departments, current }: DepartmentFilterProps) {
  return (
    <div>
      <details className={`${styles.filter} ${disclosure.disclosure}`}>
        <summary className={disclosure.summary}>
          <span className={disclosure.label}>Department</span>
          <span className={disclosure.value}>{current ? current.title : 'All departments'}</span>
        </summary>
        <div className={styles.panel}>
          <p className={styles.all}>
            <a href={FACULTY_PATH} aria-current={current ? undefined : 'page'}>
              All departments
            </a>
          </p>
          {GROUPS.map((group) => {
            const members = departments.filter((department) => group.types.includes(department.type))
            if (members.length === 0) return null
            return (
              <div key={group.label} className={styles.group}>
                <p className={styles.groupTitle} id={`department-group-${group.types[0]!.toLowerCase()}`}>
                  {group.label}
                </p>
                <ul className={styles.list} aria-labelledby={`department-group-${group.types[0]!.toLowerCase()}`}>
                  {members.map((department) => (
                    <li key={department.id}>
                      <a href={facultyOfDepartmentPath(department.slug)} aria-current={current?.id === department.id ? 'page' : undefined}>
                        {department.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
      </details>
    </div>
  )
}
