import { CalendarPage } from '@/components/events/calendar-page'
import { calendarRequestFromPath } from '@/domain/calendar-filter'
import { calendarPage } from '@/services/event-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

/** spec §2: /events/search/{searchBy}/{searchValue}, the calendar with one filter; kept as the calendar is (decision 0160). */
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { searchBy: string; searchValue: string }[] {
  return []
}

type Props = { params: Promise<{ searchBy: string; searchValue: string }> }

/** spec §8: a route whose segments fail validation is a 404 (a query the filter form sent is explained instead: _calendar/[view]). */
const load = async ({ params }: Props) => {
  const { searchBy, searchValue } = await params
  const request = calendarRequestFromPath(searchBy, searchValue)
  return request.view ? calendarPage(request) : null
}

export const generateMetadata = async (props: Props) => metadataOf(await load(props))

export default async function EventSearchPage(props: Props) {
  const view = await load(props)
  return view ? <CalendarPage view={view} /> : <NotFoundPage />
}
