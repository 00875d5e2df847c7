import { CalendarPage } from '@/components/events/calendar-page'
import { DEFAULT_CALENDAR_REQUEST } from '@/domain/calendar-filter'
import { calendarPage } from '@/services/event-pages'
import { metadataOf } from '@/services/metadata'

// Time changes it at its events' starts and ends and the college's midnight: the clock job revalidates then (decision 0104);
// the hour bound, as an event page's, is for a run that never came (decision 0160).
export const revalidate = 3600

export const generateMetadata = async () => metadataOf(await calendarPage(DEFAULT_CALENDAR_REQUEST))

/** spec §2: the events calendar, its default view (the month from now). */
export default async function EventsPage() {
  return <CalendarPage view={await calendarPage(DEFAULT_CALENDAR_REQUEST)} />
}
