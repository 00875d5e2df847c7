import { CourseSearchView } from '@/components/courses/course-search-view'
import { courseSearchPage } from '@/services/course-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const generateMetadata = async () => metadataOf(await courseSearchPage(''))

/** spec §2: the continuing-education course search, before a search: the subjects to browse and what starts soon. */
export default async function CourseSearchPage() {
  const view = await courseSearchPage('')
  if (!view) return <NotFoundPage />
  return <CourseSearchView view={view} />
}
