import type { Metadata } from 'next'
import { Fragment } from 'react'
import { notFound, permanentRedirect } from 'next/navigation'

import type { DepartmentSection } from '@/domain/department-paths'
import { findDepartmentForPage } from '@/services/departments'
import { listFacultyOfDepartment } from '@/services/faculty'
import { pageMetadata } from '@/services/metadata'

import { DEPARTMENT_PAGE_SECTIONS } from './department-sections'
import { DepartmentView } from './department-view'

/**
 * The three department routes (/academics/undergraduate|graduate|departments/{slug}) share this:
 * a department found under another section moves to its own address.
 */
export function departmentRoute(section: DepartmentSection) {
  async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
    const found = await findDepartmentForPage(section, (await params).slug)
    if (!found) return { title: 'Department' }
    return pageMetadata({ title: found.department.title, description: found.department.description, path: found.department.path })
  }

  async function DepartmentPage({ params }: { params: Promise<{ slug: string }> }) {
    const found = await findDepartmentForPage(section, (await params).slug)
    if (!found) notFound()
    if (found.redirect) permanentRedirect(found.redirect)
    const { department } = found
    const [faculty, sections] = await Promise.all([
      listFacultyOfDepartment(Number(department.id)),
      Promise.all(DEPARTMENT_PAGE_SECTIONS.map((render) => render(department))),
    ])
    return (
      <DepartmentView department={department} faculty={faculty} sections={sections.map((node, i) => (node ? <Fragment key={i}>{node}</Fragment> : null))} />
    )
  }

  return { generateMetadata, DepartmentPage }
}
