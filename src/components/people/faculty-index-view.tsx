// The department filter's stylesheets, imported here, by a server component: the filter's markup is the server's alone, and its
// module is not in the page's script to bring them (docs/decisions/0185).
import '@/components/ui/filter-disclosure.module.css'
import './department-filter.module.css'
import Link from 'next/link'

import { PageIntro } from '@/components/ui/page-intro'
import { FACULTY_PATH } from '@/domain/department-paths'
import type { Department } from '@/services/departments'
import type { FacultyIndexPageView } from '@/services/faculty-pages'

import { DepartmentFilter, type FilterDepartment } from './department-filter'
import { FacultyIndex } from './faculty-index'

/** What the department filter is given of a department (docs/decisions/0181). */
const filterDepartment = ({ id, title, slug, type }: Department): FilterDepartment => ({ id, title, slug, type })

/** spec §2: /faculty, the A–Z index of published faculty with the department filter; or one department's part of it. */
export function FacultyIndexView({ view }: { view: FacultyIndexPageView }) {
  const { index, departments, department } = view
  if (!department) {
    return (
      <>
        <PageIntro
          kicker="People"
          title="Faculty"
          lead={`${index.total} artists, designers, writers and scholars teach at ${view.identity.shortName}. Most of them work in the city, in studios a few blocks from ours.`}
        />
        <div className="container">
          <DepartmentFilter departments={departments.map(filterDepartment)} current={null} />
          <FacultyIndex index={index} emptyText="No faculty profiles are published yet." />
        </div>
      </>
    )
  }
  return (
    <>
      <PageIntro
        kicker={
          <>
            <Link href={FACULTY_PATH}>Faculty</Link> · <Link href={department.path}>{department.title}</Link>
          </>
        }
        title={`${department.title} faculty`}
        lead={index.total === 1 ? `One person teaches in ${department.title}.` : `${index.total} people teach in ${department.title}.`}
      />
      <div className="container">
        <DepartmentFilter departments={departments.map(filterDepartment)} current={filterDepartment(department)} />
        <FacultyIndex index={index} hideDepartments emptyText={`No published faculty profile names ${department.title} yet.`} />
      </div>
    </>
  )
}
