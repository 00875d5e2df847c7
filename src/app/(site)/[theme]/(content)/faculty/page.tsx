import { notFound } from 'next/navigation'

import { FacultyIndexView } from '@/components/people/faculty-index-view'
import { facultyIndexPage } from '@/services/faculty-pages'
import { metadataOf } from '@/services/metadata'

export async function generateMetadata() {
  const view = await facultyIndexPage(null)
  return metadataOf(view)
}

/** spec §2: /faculty, the A–Z index of published faculty with the department filter. */
export default async function FacultyPage() {
  const view = await facultyIndexPage(null)
  if (!view) notFound()
  return <FacultyIndexView view={view} />
}
