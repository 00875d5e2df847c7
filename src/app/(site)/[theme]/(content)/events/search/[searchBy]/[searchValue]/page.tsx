import { CalendarPage } from '@/components/events/calendar-page'
import { calendarMetadata, calendarRequestFromPath } from '@/components/events/calendar-request'

/** spec §2: /events/search/{searchBy}/{searchValue}, the calendar with one filter. */
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams(): { searchBy: string; searchValue: string }[] {
  return []
}

type Props = { params: Promise<{ searchBy: string; searchValue: string }> }

export async function generateMetadata({ params }: Props) {
  const { searchBy, searchValue } = await params
  return calendarMetadata(calendarRequestFromPath(searchBy, searchValue))
}

export default async function EventSearchPage({ params }: Props) {
  const { searchBy, searchValue } = await params
  return <CalendarPage request={calendarRequestFromPath(searchBy, searchValue)} />
}
