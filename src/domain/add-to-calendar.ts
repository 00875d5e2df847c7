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
