import type { Metadata } from 'next'

import { FacultyIndexView } from '@/components/people/faculty-index-view'
import { facultyIndexPage } from '@/services/faculty-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

// Cached per department (docs/decisions/0030).
export const dynamicParams = true
export function generateStaticParams(): { department: string }[] {
  return []
}

type Params = { params: Promise<{ department: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await facultyIndexPage((await params).department)
  return metadataOf(view)
}

/** The faculty index filtered to one department: the filter lives in the address. */
export default async function FacultyOfDepartmentPage({ params }: Params) {
  const view = await facultyIndexPage((await params).department)
  if (!view) return <NotFoundPage />
  return <FacultyIndexView view={view} />
}
