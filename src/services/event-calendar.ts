import type { CalendarEntry } from '@/domain/add-to-calendar'
import { type IcsEvent, buildCalendar } from '@/domain/ics'
import { publicOrigin } from '@/env'

import type { EventSummary } from './events'
import { getSiteIdentity } from './site-config'

/** Where an event happens, in one line: places, room and address. */
export function eventPlace(event: EventSummary): string | null {
  const first = event.locations[0]
  const parts = [event.locationTitles.join(', '), event.room, first?.address].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

/** An event as the add-to-calendar links and .ics files describe it; `origin` makes its link absolute and its UID unique. */
export function calendarEntryOf(event: EventSummary, origin: string): CalendarEntry & { uid: string; updatedAt: string } {
  return {
    uid: `event-${event.id}@${new URL(origin).hostname}`,
    title: event.displayTitle,
    start: event.eventStart,
    end: event.eventEnd,
    allDay: event.allDay,
    description: event.summary,
    location: eventPlace(event),
    url: new URL(event.path, origin).toString(),
    updatedAt: event.updatedAt,
  }
}

/** A whole iCalendar file (RFC 5545) of the events, named after the college. */
export async function icsOf(events: EventSummary[], name?: string): Promise<string> {
  const identity = await getSiteIdentity()
  const origin = publicOrigin()
  const entries: IcsEvent[] = events.map((event) => calendarEntryOf(event, origin))
  return buildCalendar({
    name: name ? `${identity.collegeName}: ${name}` : identity.collegeName,
    productId: identity.collegeName,
    timeZone: identity.timeZone,
    events: entries,
  })
}
