import { CalendarPage } from '@/components/events/calendar-page'
import { calendarMetadata } from '@/components/events/calendar-request'

// Cached like every page and refreshed when content changes; the minute bound keeps "upcoming"
// true as time passes (docs/decisions/0010).
export const revalidate = 60

const DEFAULT_VIEW = { view: { filter: null, page: 1, pastPage: 1 } }

export const generateMetadata = () => calendarMetadata(DEFAULT_VIEW)

/** spec §2: the events calendar, its default view (the month from now). */
export default function EventsPage() {
  return <CalendarPage request={DEFAULT_VIEW} />
}
