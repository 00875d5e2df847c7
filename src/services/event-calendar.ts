import { calendarEntryOf } from '@/domain/add-to-calendar'
import { type CalendarFilter, calendarQueryBase } from '@/domain/calendar-filter'
import { calendarHref } from '@/domain/calendar-href'
import { browsableMonths } from '@/domain/event-dates'
import { EVENTS_PAGE_SIZE, EVENT_TYPES, type EventQuery, calendarLists } from '@/domain/events'
import { type IcsEvent, buildCalendar } from '@/domain/ics'
import { relationId } from '@/domain/relations'
import { publicOrigin } from '@/env'

import { cms } from './cms'
import { keptUntilChange } from './content-version'
import type { CalendarFilterOptions, CalendarLists, EventSummary } from './event-mappers'
import { listEvents } from './events'
import { publishedRead } from './read'
import { getSiteIdentity } from './site-config'

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

/** The calendar (spec §2, §4, §9): events and past lists, pages of 50. No filter: the month from now, no past list. */
export async function calendarEvents(filter: CalendarFilter | null, pages: { page: number; pastPage: number }, now = new Date()): Promise<CalendarLists> {
  const lists = calendarLists(calendarQueryBase(filter, now), now, { includeExpired: filter !== null })
  const [events, past] = await Promise.all([
    listEvents(lists.events, { page: pages.page, limit: EVENTS_PAGE_SIZE }, now),
    lists.past ? listEvents(lists.past, { page: pages.pastPage, limit: EVENTS_PAGE_SIZE }, now) : null,
  ])
  return { events, past }
}

/** The departments and categories, tags and places the calendar can filter by, whole: read once per content change (decision 0175). */
const filterChoices = keptUntilChange(async () => {
  const payload = await cms()
  const [categories, tags, locations] = await Promise.all([
    payload.find({
      collection: 'departments-and-categories',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'title',
      select: { code: true, title: true },
    }),
    payload.find({ collection: 'tags', overrideAccess: false, depth: 0, pagination: false, sort: 'title', select: { slug: true, title: true } }),
    payload.find({ collection: 'locations', overrideAccess: false, depth: 0, pagination: false, sort: 'title', select: { slug: true, title: true } }),
  ])
  return { categories: categories.docs, tags: tags.docs, locations: locations.docs }
})

/** The choices of the calendar's filter bar: every type, department or category, tag and place. */
export async function calendarFilterOptions(): Promise<CalendarFilterOptions> {
  const { categories, tags, locations } = await filterChoices()
  return {
    types: EVENT_TYPES.map(({ value, label }) => ({ value, label })),
    departments: categories.map((doc) => ({ value: doc.code, label: doc.title })),
    tags: tags.map((doc) => ({ value: doc.slug, label: doc.title })),
    locations: locations.map((doc) => ({ value: doc.slug, label: doc.title })),
  }
}

/** The ids some published event carries in `field`: the database's distinct values, not every event read (docs/decisions/0163). */
async function valuesInUse(field: 'departmentsAndCategories' | 'tags' | 'locations'): Promise<Set<number>> {
  const { values } = await (await cms()).findDistinct({ collection: 'events', field, overrideAccess: false, depth: 0, where: publishedRead().where })
  // One id a row (null for events without one), though typed as the field's whole list.
  return new Set(values.flatMap((value) => relationId(value[field] as unknown as number | null) ?? []))
}

/** The departments, tags and places at least one published event carries (their ids), one field after another. */
async function choicesInUse(): Promise<{ departments: Set<number>; tags: Set<number>; locations: Set<number> }> {
  const departments = await valuesInUse('departmentsAndCategories')
  const tags = await valuesInUse('tags')
  return { departments, tags, locations: await valuesInUse('locations') }
}

/** The calendar's views by one filter, for the sitemap (docs/decisions/0010): values some published event carries, and each month; no keywords. */
export async function listCalendarViewPaths(now = new Date()): Promise<string[]> {
  const [{ categories, tags, locations }, inUse, { timeZone }] = await Promise.all([filterChoices(), choicesInUse(), getSiteIdentity()])
  const views = (type: 'department' | 'tags' | 'location', values: (string | null | undefined)[]) =>
    values.flatMap((value) => (value ? [calendarHref({ type, value })] : []))
  return [
    ...EVENT_TYPES.map(({ value }) => calendarHref({ type: 'type', value })),
    ...views(
      'department',
      categories.filter((doc) => inUse.departments.has(doc.id)).map((doc) => doc.code),
    ),
    ...views(
      'tags',
      tags.filter((doc) => inUse.tags.has(doc.id)).map((doc) => doc.slug),
    ),
    ...views(
      'location',
      locations.filter((doc) => inUse.locations.has(doc.id)).map((doc) => doc.slug),
    ),
    ...browsableMonths(now, timeZone).map(({ value }) => calendarHref({ type: 'dates', value })),
  ]
}

/** The title people know a filter's value by (a department's name, not its code); null for other filters and unknown values. */
export async function calendarFilterTitle(filter: CalendarFilter): Promise<string | null> {
  const payload = await cms()
  const find = { overrideAccess: false, depth: 0, limit: 1, select: { title: true } } as const
  const { docs } =
    filter.type === 'department'
      ? await payload.find({ collection: 'departments-and-categories', ...find, where: { code: { equals: filter.value } } })
      : filter.type === 'tags'
        ? await payload.find({ collection: 'tags', ...find, where: { slug: { equals: filter.value } } })
        : filter.type === 'location'
          ? await payload.find({ collection: 'locations', ...find, where: { slug: { equals: filter.value } } })
          : { docs: [] }
  return docs[0]?.title ?? null
}

/** At most this many events go into one calendar feed. */
const CALENDAR_FEED_LIMIT = 500

/** The subscribable calendar: events not yet over that match the calendar's filter, soonest first. */
export async function calendarFeedEvents(filter: CalendarFilter | null, now = new Date()): Promise<EventSummary[]> {
  const { window, ...rest } = calendarQueryBase(filter, now)
  // Without a filter the feed holds everything to come, not only the calendar's first month.
  const query: EventQuery = { ...rest, window: filter?.type === 'dates' ? window : undefined, expired: false, sort: { field: 'eventStart', direction: 'ASC' } }
  return (await listEvents(query, { page: 1, limit: CALENDAR_FEED_LIMIT }, now)).items
}
