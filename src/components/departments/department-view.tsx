import type { ReactNode } from 'react'

import { FacultyCard } from '@/components/people/faculty-card'
import { facultyOfDepartmentPath } from '@/domain/department-paths'
import type { Department } from '@/services/departments'
import type { FacultySummary } from '@/services/faculty'

import { DepartmentSection } from './department-section'
import styles from './department-view.module.css'

const TYPE_LABELS: Record<string, string> = {
  Undergraduate: 'Undergraduate',
  Graduate: 'Graduate',
  Administrative: 'Office',
  Academic: 'Academic department',
  CE: 'Continuing Education',
  AdditionalAcademicProgram: 'Program',
}

/** How many faculty the department page shows before pointing to the full, filtered index. */
export const DEPARTMENT_FACULTY_PREVIEW = 12

type Props = { department: Department; faculty: FacultySummary[]; sections: ReactNode[] }

/** A department's page: its name and degrees, its faculty, then whatever other areas add. */
export function DepartmentView({ department, faculty, sections }: Props) {
  const shown = faculty.slice(0, DEPARTMENT_FACULTY_PREVIEW)
  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.kicker}>
            {TYPE_LABELS[department.type] ?? department.type}
            {department.degrees
              .filter((degree) => degree !== 'No Degree')
              .map((degree) => (
                <span key={degree} className={styles.degree}>
                  {degree}
                </span>
              ))}
          </p>
          <h1 className={styles.title}>{department.title}</h1>
          {department.description && <p className={styles.lead}>{department.description}</p>}
        </div>
      </header>
      <div className="container">
        <DepartmentSection
          id="department-faculty"
          heading="Faculty"
          more={
            faculty.length > 0
              ? {
                  href: facultyOfDepartmentPath(department.slug),
                  label: faculty.length > shown.length ? `All ${faculty.length} faculty, A–Z` : 'The faculty, A–Z',
                }
              : null
          }
        >
          {shown.length > 0 ? (
            <ul className={styles.grid}>
              {shown.map((profile) => (
                <li key={profile.id}>
                  <FacultyCard profile={profile} hideDepartments />
                </li>
              ))}
            </ul>
          ) : (
            <p>No faculty profile names {department.title} yet.</p>
          )}
        </DepartmentSection>
        {sections}
      </div>
    </>
  )
}
