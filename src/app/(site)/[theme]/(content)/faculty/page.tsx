import type { Metadata } from 'next'

import { DepartmentFilter } from '@/components/people/department-filter'
import { FacultyIndex } from '@/components/people/faculty-index'
import { PageIntro } from '@/components/people/page-intro'
import { FACULTY_PATH } from '@/domain/department-paths'
import { listDepartments } from '@/services/departments'
import { groupedFacultyProfiles } from '@/services/faculty'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

export async function generateMetadata(): Promise<Metadata> {
  const { shortName } = await getSiteIdentity()
  return pageMetadata({ title: 'Faculty', description: `The artists, designers, writers and scholars who teach at ${shortName}, A to Z.`, path: FACULTY_PATH })
}

/** spec §2: /faculty, the A–Z index of published faculty with the department filter. */
export default async function FacultyPage() {
  const [index, departments, { shortName }] = await Promise.all([
    groupedFacultyProfiles(),
    listDepartments({ onlyAssociatedToAnyFacultyProfile: true }),
    getSiteIdentity(),
  ])
  return (
    <>
      <PageIntro
        kicker="People"
        title="Faculty"
        lead={`${index.total} artists, designers, writers and scholars teach at ${shortName}. Most of them work in the city, in studios a few blocks from ours.`}
      />
      <div className="container">
        <DepartmentFilter departments={departments} current={null} />
        <FacultyIndex index={index} emptyText="No faculty profiles are published yet." />
      </div>
    </>
  )
}
