import { FacultyIndexView } from '@/components/people/faculty-index-view'
import { facultyIndexPage } from '@/services/faculty-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

export async function generateMetadata() {
  const view = await facultyIndexPage(null)
  return metadataOf(view)
}

/** spec §2: /faculty, the A–Z index of published faculty with the department filter. */
export default async function FacultyPage() {
  const view = await facultyIndexPage(null)
  if (!view) return <NotFoundPage />
  return <FacultyIndexView view={view} />
}
