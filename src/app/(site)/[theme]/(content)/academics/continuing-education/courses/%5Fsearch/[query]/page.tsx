import { notFound } from 'next/navigation'

import { CourseSearchView } from '@/components/courses/course-search-view'
import { decodeSegment } from '@/domain/slug'
import { courseSearchPage } from '@/services/course-pages'
import { metadataOf } from '@/services/metadata'

/** The course search with a query, as the proxy rewrites it: rendered per request, as its fields are free text (decision 0010). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ query: string }> }

const load = async ({ params }: Props) => courseSearchPage(decodeSegment((await params).query))

export const generateMetadata = async (props: Props) => metadataOf(await load(props))

export default async function CourseSearchResultsPage(props: Props) {
  const view = await load(props)
  if (!view) notFound()
  return <CourseSearchView view={view} />
}
