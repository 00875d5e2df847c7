import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { DepartmentFilter } from '@/components/people/department-filter'
import { FacultyIndex } from '@/components/people/faculty-index'
import { PageIntro } from '@/components/people/page-intro'
import { FACULTY_PATH, facultyOfDepartmentPath } from '@/domain/department-paths'
import { SLUG_PATTERN } from '@/domain/slug'
import { findDepartmentBySlug, listDepartments } from '@/services/departments'
import { groupedFacultyProfiles } from '@/services/faculty'
import { pageMetadata } from '@/services/metadata'

// Rendered on first request and cached per department (docs/decisions/0003, 0030).
export const dynamicParams = true
export function generateStaticParams(): { department: string }[] {
  return []
}

type Params = { params: Promise<{ department: string }> }

async function load(slug: string) {
  return SLUG_PATTERN.test(slug) ? findDepartmentBySlug(slug) : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const department = await load((await params).department)
  if (!department) return { title: 'Faculty' }
  return pageMetadata({
    title: `${department.title} faculty`,
    description: `Faculty who teach in ${department.title}, A to Z.`,
    path: facultyOfDepartmentPath(department.slug),
  })
}

/** The faculty index filtered to one department: the filter lives in the address. */
export default async function FacultyOfDepartmentPage({ params }: Params) {
  const department = await load((await params).department)
  if (!department) notFound()
  const [index, departments] = await Promise.all([
    groupedFacultyProfiles({ departmentIds: [Number(department.id)] }),
    listDepartments({ onlyAssociatedToAnyFacultyProfile: true }),
  ])
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
        <DepartmentFilter departments={departments} current={department} />
        <FacultyIndex index={index} hideDepartments emptyText={`No published faculty profile names ${department.title} yet.`} />
      </div>
    </>
  )
}
