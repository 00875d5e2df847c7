import type { CalendarEntry } from '@/domain/add-to-calendar'
import { type IcsEvent, buildCalendar } from '@/domain/ics'

import type { EventSummary } from './events'
import { getSiteIdentity } from './site-config'

/** Where an event happens, in one line: places, room and address. */
export function eventPlace(event: EventSummary): string | null {
  const first = event.locations[0]
  const parts = [event.locationTitles.join(', '), event.room, first?.address].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

/** An event as the add-to-calendar links and .ics files describe it; `origin` makes its link absolute. */
export function calendarEntryOf(event: EventSummary, origin: string | null): CalendarEntry & { uid: string; updatedAt: string } {
  const host = origin ? new URL(origin).host : 'events.invalid'
  return {
    uid: `event-${event.id}@${host}`,
    title: event.displayTitle,
    start: event.eventStart,
    end: event.eventEnd,
    allDay: event.allDay,
    description: event.summary,
    location: eventPlace(event),
    url: origin ? new URL(event.path, origin).toString() : null,
    updatedAt: event.updatedAt,
  }
}

/** A whole iCalendar file (RFC 5545) of the events, named after the college. */
export async function icsOf(events: EventSummary[], origin: string | null, name?: string): Promise<string> {
  const identity = await getSiteIdentity()
  const entries: IcsEvent[] = events.map((event) => calendarEntryOf(event, origin))
  return buildCalendar({
    name: name ? `${identity.collegeName}: ${name}` : identity.collegeName,
    productId: identity.collegeName,
    timeZone: identity.timeZone,
    events: entries,
  })
}

/** The public origin: SERVER_URL when set, else the request's own. */
export function publicOrigin(requestUrl?: URL): string | null {
  if (process.env.SERVER_URL) return new URL(process.env.SERVER_URL).origin
  return requestUrl?.origin ?? null
}
