import { CalendarPage } from '@/components/events/calendar-page'
import { calendarRequestFromQuery } from '@/domain/calendar-filter'
import { calendarPage } from '@/services/event-pages'
import { metadataOf } from '@/services/metadata'

/** /events?keywords=…: like `_calendar`, but per request, so free text cannot fill the page cache (docs/decisions/0010). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ view: string }> }

const load = async ({ params }: Props) => calendarPage(calendarRequestFromQuery((await params).view))

export const generateMetadata = async (props: Props) => metadataOf(await load(props))

export default async function CalendarSearchPage(props: Props) {
  return <CalendarPage view={await load(props)} />
}
