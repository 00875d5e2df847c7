import { CalendarPage } from '@/components/events/calendar-page'
import { DEFAULT_CALENDAR_REQUEST } from '@/domain/calendar-filter'
import { calendarPage } from '@/services/event-pages'
import { metadataOf } from '@/services/metadata'

// The minute bound keeps "upcoming" true as time passes (docs/decisions/0010).
export const revalidate = 60

export const generateMetadata = async () => metadataOf(await calendarPage(DEFAULT_CALENDAR_REQUEST))

/** spec §2: the events calendar, its default view (the month from now). */
export default async function EventsPage() {
  return <CalendarPage view={await calendarPage(DEFAULT_CALENDAR_REQUEST)} />
}
