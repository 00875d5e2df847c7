import { cache } from 'react'

import { type CalendarFilter, type CalendarRequest, describeFilter } from '@/domain/calendar-filter'
import { calendarHref } from '@/domain/calendar-href'
import { formatDate, yearIn } from '@/domain/dates'
import type { EditTarget } from '@/domain/edit-targets'
import { browsableMonths, monthSpans } from '@/domain/event-dates'
import { CALENDAR_PAGINATION_LINKS, type PagedList, pagedList } from '@/domain/pagination'
import type { MapPoint } from '@/domain/places'
import { isSlugPath } from '@/domain/slug'
import { zonedDay } from '@/domain/zoned-time'

import { calendarEvents, calendarFilterOptions, calendarFilterTitle } from './event-calendar'
import type { CalendarFilterOptions, EventDetail, EventLocation, EventSummary, Exhibitions, ExhibitorDetail } from './event-mappers'
import { findEventBySlug, findExhibitor, latestHeroEvent, listEvents } from './events'
import { listExhibitions, listGalleries } from './exhibitions'
import type { PageMeta } from './metadata'
import { collegePlaces } from './places'
import { type SiteIdentity, getSiteIdentity } from './site-config'

export type EventPageView = ({ kind: 'event'; event: EventDetail; places: readonly MapPoint[] } | { kind: 'exhibitor'; exhibitor: ExhibitorDetail }) & {
  identity: SiteIdentity
  meta: PageMeta
  /** What the staff toolbar edits here (spec §6). */
  edit: EditTarget
}

/** What /events/{a}/{b}… shows (spec §2): the event at the whole path, else the exhibitor at the last segment. Shared per render. */
export const eventPage = cache(async (segments: string[]): Promise<EventPageView | null> => {
  const path = segments.join('/')
  if (!isSlugPath(path)) return null
  const [event, identity] = await Promise.all([findEventBySlug(path), getSiteIdentity()])
  if (event) {
    const meta = { title: event.displayTitle, description: event.summary, path: event.path, image: event.image ?? event.gallery[0]?.image }
    const places = event.locations.some((location) => location.coordinates) ? await collegePlaces() : []
    return { kind: 'event', event, identity, meta, places, edit: { type: 'event', id: event.id } }
  }
  if (segments.length < 2) return null
  const exhibitor = await findExhibitor(segments.slice(0, -1).join('/'), segments.at(-1)!)
  if (!exhibitor) return null
  const meta: PageMeta = {
    title: `${exhibitor.name} · ${exhibitor.event.displayTitle}`,
    description: exhibitor.program,
    path: exhibitor.path,
    image: exhibitor.works[0]?.image ?? exhibitor.portrait,
    type: 'profile',
  }
  return { kind: 'exhibitor', exhibitor, identity, meta, edit: { type: 'exhibitor', id: exhibitor.id, eventId: exhibitor.event.id } }
})

/** One of the calendar's two lists, a page of it, and where its page links lead. */
export type CalendarList = { id: 'upcoming' | 'past'; title: string; events: PagedList<EventSummary>; which: 'page' | 'pastPage' }

export type CalendarPageView = {
  meta: PageMeta
  shortName: string
  timeZone: string
  filter: CalendarFilter | null
  /** The page of each list the address asks for. */
  pages: { page: number; pastPage: number }
  /** The filter's name for people: a department's title rather than its code. */
  filterName: string | null
  /** The filter with its kind, as the status line says it: Type: Open House. */
  filterLabel: string | null
  /** The filter as the bar shows it: the valid one, or the one written in an address that could not be used. */
  current: { type: string; value: string } | null
  currentDates: { from: string; to: string } | null
  options: CalendarFilterOptions
  /** "Browse by month": three months back, five ahead. */
  months: { label: string; value: string }[]
  /** The .ics feed of this view (a dates view subscribes to the whole calendar). */
  feed: { href: string; ofThisView: boolean }
  /** The view's body: why the address could not be used, the exhibitions, or the lists. */
  body:
    | { kind: 'error'; message: string }
    | { kind: 'exhibitions'; exhibitions: Exhibitions; galleries: EventLocation[] }
    | {
        kind: 'lists'
        /** The unfiltered default view leads with the hero event and the shows on view. */
        lead: { hero: EventSummary | null; onView: EventSummary[] } | null
        lists: CalendarList[]
        /** What the empty lists say matched nothing: “figure drawing”, or Type: Open House. */
        matching: string | null
        /** Where the default view points when the month ahead is empty: the year ahead. */
        yearAheadHref: string
      }
}

const FILTER_NOUNS: Record<CalendarFilter['type'], string> = {
  keywords: 'Keywords',
  department: 'Department',
  dates: 'Dates',
  type: 'Type',
  tags: 'Tag',
  location: 'Location',
}

/** How many exhibitions on view the default view shows beside its hero. */
const LEAD_ON_VIEW = 4

/** The dates value from the start of this month to the end of the twelfth month from now. */
function yearAhead(now: Date, timeZone: string): string {
  const months = monthSpans(now, timeZone, 0, 11)
  return `${months[0]!.value.split('-')[0]}-${months.at(-1)!.value.split('-')[1]}`
}

async function calendarBody(
  filter: CalendarFilter | null,
  request: CalendarRequest,
  matching: string | null,
  now: Date,
  timeZone: string,
): Promise<CalendarPageView['body']> {
  if (!request.view) return { kind: 'error', message: request.error }
  if (filter?.type === 'type' && filter.value === 'Exhibition') {
    const [exhibitions, galleries] = await Promise.all([listExhibitions({}, now), listGalleries()])
    return { kind: 'exhibitions', exhibitions, galleries }
  }
  const { view } = request
  const [{ events, past }, lead] = await Promise.all([
    calendarEvents(filter, view, now),
    filter
      ? null
      : Promise.all([
          latestHeroEvent(now),
          listEvents(
            { eventTypes: ['Exhibition'], now: { onView: true }, sort: { field: 'eventEnd', direction: 'ASC' } },
            { page: 1, limit: LEAD_ON_VIEW },
            now,
          ),
        ]).then(([hero, onView]) => ({ hero, onView: onView.items })),
  ])
  const allInOne = past === null && filter !== null
  const lists: CalendarList[] = [
    { id: 'upcoming', title: allInOne ? 'Events' : 'Upcoming', events: pagedList(events, CALENDAR_PAGINATION_LINKS), which: 'page' },
  ]
  if (past) lists.push({ id: 'past', title: 'Past events', events: pagedList(past, CALENDAR_PAGINATION_LINKS), which: 'pastPage' })
  return { kind: 'lists', lead, lists, matching, yearAheadHref: calendarHref({ type: 'dates', value: yearAhead(now, timeZone) }) }
}

/** The events calendar (spec §2, §4, §9) for an address: filter choices, upcoming and past events in pages of 50, bad input explained. */
export const calendarPage = cache(async (request: CalendarRequest): Promise<CalendarPageView> => {
  const now = new Date()
  const [identity, options] = await Promise.all([getSiteIdentity(), calendarFilterOptions()])
  const { timeZone } = identity
  const filter = request.view?.filter ?? null
  const label = filter ? await calendarFilterTitle(filter) : null
  const filterName = filter
    ? describeFilter(filter, { label: label ?? undefined, timeZoneFormat: (date) => `${formatDate(date, 'monthDay', timeZone)}, ${yearIn(date, timeZone)}` })
    : null
  const filterLabel = filter && filterName ? `${FILTER_NOUNS[filter.type]}: ${filterName}` : null
  const matching = filter?.type === 'keywords' ? filterName : filterLabel
  const feedFilter = filter && filter.type !== 'dates' ? filter : null
  return {
    meta: {
      title: filterName ? `Events: ${filterName}` : 'Events',
      description: 'Lectures, screenings, open studios and exhibitions: the college calendar.',
      path: request.view ? calendarHref(filter, request.view) : '/events',
      // Free-text searches and addresses that cannot be used stay out of search engines.
      noIndex: !request.view || filter?.type === 'keywords',
    },
    shortName: identity.shortName,
    timeZone,
    filter,
    pages: { page: request.view?.page ?? 1, pastPage: request.view?.pastPage ?? 1 },
    filterName,
    filterLabel,
    current: filter ? { type: filter.type, value: filter.value } : (request.raw ?? null),
    currentDates: filter?.type === 'dates' ? { from: zonedDay(filter.from, timeZone), to: zonedDay(filter.to, timeZone) } : null,
    options,
    months: browsableMonths(now, timeZone).map(({ label, value }) => ({ label, value })),
    feed: {
      href: `/api/v1/events/calendar.ics${feedFilter ? `?${feedFilter.type}=${encodeURIComponent(feedFilter.value)}` : ''}`,
      ofThisView: feedFilter !== null,
    },
    body: await calendarBody(filter, request, matching, now, timeZone),
  }
})
