import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { DepartmentView } from '@/components/departments/department-view'
import type { DepartmentSection } from '@/domain/department-paths'
import { departmentPage } from '@/services/department-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

type Params = { params: Promise<{ slug: string }> }

/** The three department routes share this; a department found under another section moves to its own address. */
export function departmentRoute(section: DepartmentSection) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const view = await departmentPage(section, (await params).slug)
    return metadataOf(view)
  }

  async function DepartmentPage({ params }: Params) {
    const view = await departmentPage(section, (await params).slug)
    if (!view) return <NotFoundPage />
    if ('redirect' in view) permanentRedirect(view.redirect)
    return <DepartmentView view={view} />
  }

  return { generateMetadata, DepartmentPage }
}
