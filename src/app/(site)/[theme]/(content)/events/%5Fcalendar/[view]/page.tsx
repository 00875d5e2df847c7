import { CalendarPage } from '@/components/events/calendar-page'
import { calendarRequestFromQuery } from '@/domain/calendar-filter'
import { calendarPage } from '@/services/event-pages'
import { metadataOf } from '@/services/metadata'

/** Where the proxy rewrites a calendar address with a query (`/events/_calendar/{canonical query}`), each view cached (docs/decisions/0010) as the calendar is (0160). */
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { view: string }[] {
  return []
}

type Props = { params: Promise<{ view: string }> }

const load = async ({ params }: Props) => calendarPage(calendarRequestFromQuery((await params).view))

export const generateMetadata = async (props: Props) => metadataOf(await load(props))

export default async function CalendarViewPage(props: Props) {
  return <CalendarPage view={await load(props)} />
}
