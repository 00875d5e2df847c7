import { dayjs } from './dates'
import { utcStamp, zoneDate } from './ics'

/** spec §2: the add-to-calendar options. */
export const ADD_TO_CALENDAR_OPTIONS = ['Apple Calendar', 'Outlook', 'Google'] as const

export type CalendarEntry = {
  title: string
  start: string
  end: string
  allDay?: boolean
  description?: string | null
  location?: string | null
  url?: string | null
}

/** What an event needs to be a calendar entry: the fields of the site's event summary that say what, when and where. */
export type CalendarEvent = {
  id: number
  displayTitle: string
  eventStart: string
  eventEnd: string
  allDay: boolean
  summary: string | null
  path: string
  updatedAt: string
  locationTitles: string[]
  room: string | null
  locations: { address: string | null }[]
}

/** Where an event happens, in one line: places, room and address. */
function eventPlace(event: CalendarEvent): string | null {
  const parts = [event.locationTitles.join(', '), event.room, event.locations[0]?.address].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

/** An event as the add-to-calendar links and .ics files describe it; `origin` makes its link absolute and its UID unique. */
export function calendarEntryOf(event: CalendarEvent, origin: string): CalendarEntry & { uid: string; updatedAt: string } {
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

const details = (entry: CalendarEntry) => [entry.description, entry.url].filter(Boolean).join('\n\n')

/** A Google Calendar "create event" link, filled in. */
export function googleCalendarUrl(entry: CalendarEntry, timeZone: string): string {
  const dates = entry.allDay
    ? `${zoneDate(entry.start, timeZone)}/${dayjs(entry.end).tz(timeZone).add(1, 'day').format('YYYYMMDD')}`
    : `${utcStamp(entry.start)}/${utcStamp(entry.end)}`
  const params = new URLSearchParams({ action: 'TEMPLATE', text: entry.title, dates, details: details(entry), location: entry.location ?? '', ctz: timeZone })
  return `https://calendar.google.com/calendar/render?${params}`
}

/** An Outlook on the web "new event" link, filled in. */
export function outlookCalendarUrl(entry: CalendarEntry, timeZone: string): string {
  const time = (value: string) => (entry.allDay ? dayjs(value).tz(timeZone).format('YYYY-MM-DD') : dayjs(value).utc().format('YYYY-MM-DDTHH:mm:ss[Z]'))
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: time(entry.start),
    enddt: entry.allDay ? dayjs(entry.end).tz(timeZone).add(1, 'day').format('YYYY-MM-DD') : time(entry.end),
    allday: String(Boolean(entry.allDay)),
    body: details(entry),
    location: entry.location ?? '',
  })
  return `https://outlook.live.com/calendar/0/action/compose?${params}`
}

export type AddToCalendarLink = { label: (typeof ADD_TO_CALENDAR_OPTIONS)[number]; href: string; kind: 'file' | 'site' }

/** spec §2: the three add-to-calendar options in the spec's order: Apple (the event's .ics), Outlook and Google (their filled-in "new event" pages). */
export function addToCalendarLinks(entry: CalendarEntry, timeZone: string, icsPath: string): AddToCalendarLink[] {
  const [apple, outlook, google] = ADD_TO_CALENDAR_OPTIONS
  return [
    { label: apple, href: icsPath, kind: 'file' },
    { label: outlook, href: outlookCalendarUrl(entry, timeZone), kind: 'site' },
    { label: google, href: googleCalendarUrl(entry, timeZone), kind: 'site' },
  ]
}
