import { CalendarPage } from '@/components/events/calendar-page'
import { calendarRequestFromPath } from '@/domain/calendar-filter'
import { calendarPage } from '@/services/event-pages'
import { metadataOf } from '@/services/metadata'

/** spec §2: /events/search/{searchBy}/{searchValue}, the calendar with one filter. */
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams(): { searchBy: string; searchValue: string }[] {
  return []
}

type Props = { params: Promise<{ searchBy: string; searchValue: string }> }

const load = async ({ params }: Props) => {
  const { searchBy, searchValue } = await params
  return calendarPage(calendarRequestFromPath(searchBy, searchValue))
}

export const generateMetadata = async (props: Props) => metadataOf(await load(props))

export default async function EventSearchPage(props: Props) {
  return <CalendarPage view={await load(props)} />
}
