import { CalendarPage } from '@/components/events/calendar-page'
import { calendarMetadata, calendarRequestFromQuery } from '@/components/events/calendar-request'

/**
 * /events?{filter}&page=…: the proxy rewrites a calendar address with a query to this path
 * (`/events/_calendar/{canonical query}`), so each view is rendered once and cached
 * (docs/decisions/0010). Nobody links here directly.
 */
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams(): { view: string }[] {
  return []
}

type Props = { params: Promise<{ view: string }> }

export async function generateMetadata({ params }: Props) {
  return calendarMetadata(calendarRequestFromQuery((await params).view))
}

export default async function CalendarViewPage({ params }: Props) {
  return <CalendarPage request={calendarRequestFromQuery((await params).view)} />
}
