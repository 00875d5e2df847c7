import { CalendarPage } from '@/components/events/calendar-page'
import { calendarMetadata, calendarRequestFromQuery } from '@/components/events/calendar-request'

/**
 * /events?keywords=…: like `_calendar`, but rendered on every request: keywords are free text, and
 * caching each one would let anybody fill the page cache (docs/decisions/0010).
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ view: string }> }

export async function generateMetadata({ params }: Props) {
  return { ...(await calendarMetadata(calendarRequestFromQuery((await params).view))), robots: { index: false, follow: true } }
}

export default async function CalendarSearchPage({ params }: Props) {
  return <CalendarPage request={calendarRequestFromQuery((await params).view)} />
}
