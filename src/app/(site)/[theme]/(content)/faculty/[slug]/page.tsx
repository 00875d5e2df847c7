import type { Metadata } from 'next'

import { FacultyProfileView } from '@/components/people/faculty-profile-view'
import { PersonJsonLd } from '@/components/people/person-json-ld'
import { EditMark } from '@/components/staff/edit-mark'
import { facultyProfilePage } from '@/services/faculty-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

type Params = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await facultyProfilePage((await params).slug)
  return metadataOf(view)
}

/** spec §2: a faculty profile at /faculty/{slug}; published ones only. */
export default async function FacultyProfilePage({ params }: Params) {
  const view = await facultyProfilePage((await params).slug)
  if (!view) return <NotFoundPage />
  return (
    <>
      <FacultyProfileView profile={view.profile} />
      <PersonJsonLd profile={view.profile} collegeName={view.identity.collegeName} />
      <EditMark target={view.edit} />
    </>
  )
}
