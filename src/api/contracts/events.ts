import { z } from 'zod'

import { parseInstant } from '@/domain/dates'
import { DEPARTMENT_CODE_PATTERN } from '@/domain/calendar-filter'
import { CALENDAR_FILTER_TYPES } from '@/domain/calendar-href'
import { EVENT_LIMITS, EVENT_SORT_FIELDS, EVENT_TYPE_VALUES, type EventQuery, type EventSortField, type EventType } from '@/domain/events'
import { DEFAULT_LIST_LIMIT } from '@/domain/pagination'
import { SLUG_PATTERN, isSlugPath } from '@/domain/slug'

import { defineEndpoints, idParams, noQuery } from '../endpoint'
import { type DocumentName, booleanFlag, idOrNameList, instantRange, likeText, limit, page, sortBy, textList } from '../query'

/** spec §7: the site asks for departments and categories 9000 at a time. */
export const EVENT_CATEGORIES_LIMIT = 9000

/** The calendar's callers name departments by code and tags by slug (spec §2 addresses), so the list takes those beside ids. */
const DEPARTMENT_NAME: DocumentName = { label: 'department or category code', pattern: DEPARTMENT_CODE_PATTERN, example: 'ILLUS' }
const TAG_NAME: DocumentName = { label: 'tag slug', pattern: SLUG_PATTERN, example: 'design-talks' }

/** `sort_by` of the events list (spec §7): eventStart-DESC, or eventEnd / eventStart with an optional direction (ascending by default). */
const eventSort = z.string({ error: 'must be eventStart or eventEnd, optionally with -ASC or -DESC' }).transform((value, ctx) => {
  const match = /^(eventStart|eventEnd)(?:-(ASC|DESC))?$/i.exec(value)
  const field = EVENT_SORT_FIELDS.find((name) => name.toLowerCase() === match?.[1]?.toLowerCase())
  if (!match || !field) {
    ctx.addIssue({ code: 'custom', message: 'must be eventStart or eventEnd, optionally with -ASC or -DESC (e.g. eventStart-DESC)' })
    return z.NEVER
  }
  return { field: field as EventSortField, direction: (match[2]?.toUpperCase() ?? 'ASC') as 'ASC' | 'DESC' }
})

/** A slug path from a catch-all route segment (`senior-show/2026` arrives as two segments). */
const slugPathParam = z
  .array(z.string())
  .transform((segments) => segments.join('/'))
  .refine(isSlugPath, 'must be a slug path: lower-case letters, digits and dashes, with / between at most 8 parts')

/** Event types by their value (`InformationSession`), one or several. */
const eventTypeList = () =>
  z
    .union(
      [
        z.enum(EVENT_TYPE_VALUES as [EventType, ...EventType[]]),
        z.array(z.enum(EVENT_TYPE_VALUES as [EventType, ...EventType[]])).max(EVENT_TYPE_VALUES.length),
      ],
      {
        error: `must be one or more of ${EVENT_TYPE_VALUES.join(', ')}`,
      },
    )
    .transform((value) => (Array.isArray(value) ? value : [value]))

/** The calendar's own filter (spec §2), one of its six as the /events address carries it; `parseCalendarFilter` checks the values. */
const calendarFilterQuery = z
  .strictObject(
    Object.fromEntries(
      CALENDAR_FILTER_TYPES.map((type) => [type, z.string({ error: 'must be a single value' }).max(200, 'must be at most 200 characters').optional()]),
    ) as Record<(typeof CALENDAR_FILTER_TYPES)[number], z.ZodOptional<z.ZodString>>,
  )
  .refine((query) => Object.values(query).filter((value) => value !== undefined).length <= 1, {
    message: 'the calendar filters by one thing at a time: give at most one of keywords, department, dates, type, tags, location',
  })

const eventFilters = z.strictObject({
  showExpired: booleanFlag().optional(),
  calendarDateRange: instantRange().optional(),
  eventType: likeText(40).optional(),
  title: likeText().optional(),
  departmentsAndCategories: idOrNameList(DEPARTMENT_NAME).optional(),
  tags: idOrNameList(TAG_NAME).optional(),
  locationTitles: textList().optional(),
  eventStart: instantRange().optional(),
  eventEnd: instantRange().optional(),
  calendarNowOnViewEvents: booleanFlag().optional(),
  calendarUpcomingEvents: booleanFlag().optional(),
})

export const eventEndpoints = defineEndpoints({
  events: {
    method: 'GET',
    path: '/api/v1/events',
    group: 'Events',
    summary: 'Published events, filtered, sorted and paginated',
    query: z.strictObject({
      filters: eventFilters.optional(),
      sort_by: eventSort.optional(),
      sortBy: eventSort.optional(),
      page: page(),
      limit: limit(EVENT_LIMITS.default),
    }),
    returns:
      'The list envelope of events (id, type, eventType, eventTypeLabel, eventStart, eventEnd, isExpired, title, overriddenTitle, slug, path, tags, locationTitles, departmentsAndCategories…). Expired events are left out unless filters[showExpired]=true; filters[calendarDateRange] keeps events that overlap the range; filters[tags] takes tag ids or slugs and filters[departmentsAndCategories] ids or codes, in any mix; sort_by defaults to eventStart-DESC.',
  },
  event: {
    method: 'GET',
    path: '/api/v1/events/{id}',
    group: 'Events',
    summary: 'A published event with its description, images and exhibitors',
    params: idParams,
    query: noQuery,
    returns: 'The event; 404 when no published event has this id.',
  },
  eventPreview: {
    method: 'GET',
    path: '/api/v1/events/preview/{id}',
    group: 'Events',
    summary: 'Any event in its newest saved version, draft or not (staff)',
    params: idParams,
    query: noQuery,
    staff: true,
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: 'The event, with `published` telling whether it is live.',
  },
  eventBySlug: {
    method: 'GET',
    path: '/api/v1/match/events/{slug}',
    group: 'Events',
    summary: 'The published event at this slug (any depth: senior-show/2026)',
    params: z.strictObject({ slug: slugPathParam }),
    query: noQuery,
    returns: 'The event; 404 when none matches.',
  },
  latestHero: {
    method: 'GET',
    path: '/api/v1/events/latest-hero',
    group: 'Events',
    summary: 'The event the calendar leads with',
    query: noQuery,
    returns: 'The soonest current event marked as a hero candidate, else the soonest current event with an image; null when there is none.',
  },
  eventCategories: {
    method: 'GET',
    path: '/api/v1/events/departments-and-categories',
    group: 'Events',
    summary: 'Departments and categories events are filed under',
    query: z.strictObject({
      page: page(),
      limit: limit(EVENT_CATEGORIES_LIMIT),
      sortBy: sortBy(['code']).optional(),
      exhibitions: booleanFlag().optional(),
    }),
    returns: 'The list envelope of { id, code, title, shortTitle, kind }; exhibitions=true keeps those that a published exhibition is filed under.',
  },
  exhibitor: {
    method: 'GET',
    path: '/api/v1/exhibitors/{eventSlug}/{exhibitorSlug}',
    group: 'Events',
    summary: 'A published exhibitor of a published exhibition',
    params: z.strictObject({
      path: z
        .array(z.string())
        .min(2, 'must be the event slug and the exhibitor slug')
        .transform((segments) => ({ eventSlug: segments.slice(0, -1).join('/'), exhibitorSlug: segments.at(-1)! }))
        .refine(
          ({ eventSlug, exhibitorSlug }) => isSlugPath(eventSlug) && isSlugPath(exhibitorSlug) && !exhibitorSlug.includes('/'),
          'must be an event slug and an exhibitor slug',
        ),
    }),
    query: noQuery,
    returns: 'The exhibitor with its statement, works, links and event; 404 when none matches.',
  },
  eventFeed: {
    method: 'GET',
    path: '/api/v1/event-feed',
    group: 'Events',
    summary: 'Upcoming events, soonest first, a page at a time for a feed',
    query: z.strictObject({
      page: page(),
      limit: limit(DEFAULT_LIST_LIMIT),
      filters: z
        .strictObject({
          eventType: eventTypeList().optional(),
          tags: idOrNameList(TAG_NAME).optional(),
          departmentsAndCategories: idOrNameList(DEPARTMENT_NAME).optional(),
        })
        .optional(),
    }),
    returns: '`{ events, nextPage }`: nextPage is the page to ask for next, or null at the end.',
  },
  eventIcs: {
    method: 'GET',
    path: '/api/v1/events/{id}/ics',
    group: 'Events',
    summary: 'A published event as an iCalendar file (Apple Calendar and any other calendar app)',
    params: idParams,
    query: noQuery,
    returns: 'text/calendar (RFC 5545), one VEVENT with its times in UTC, sent as a download; 404 when no published event has this id.',
  },
  calendarFeed: {
    method: 'GET',
    path: '/api/v1/events/calendar.ics',
    group: 'Events',
    summary: 'A calendar to subscribe to: upcoming published events, filtered like the calendar',
    query: calendarFilterQuery,
    returns:
      'text/calendar (RFC 5545) of the events not yet over (at most 500, soonest first), filtered by one of keywords, department (code), dates (two Unix times joined by a dash), type, tags (slug) or location (slug).',
  },
  featuredEvents: {
    method: 'GET',
    path: '/api/v1/homepage/featured-events',
    group: 'Events',
    summary: 'The home page featured-events section',
    query: noQuery,
    returns: '`{ section: { heading, callout, featuredEvents: [{ event, overriddenTitle }] } }`; unpublished events are left out.',
  },
  featuredEventsPreview: {
    method: 'GET',
    path: '/api/v1/homepage/featured-events/preview',
    group: 'Events',
    summary: 'The featured-events section in its newest saved version (staff)',
    query: noQuery,
    staff: true,
    // spec §6: reading drafts and previews takes draft.
    capability: 'draft',
    returns: 'The same shape, from the draft, with unpublished events included.',
  },
})

export type EventsListQuery = z.output<(typeof eventEndpoints)['events']['query']>

/** The events list's parameters as an events-store query (spec §7), in the college's time zone; clock-free, so one query and cache key per address. */
export function toEventQuery(query: EventsListQuery, timeZone: string): EventQuery {
  const filters = query.filters ?? {}
  const range = (bounds: { from?: string; to?: string } | undefined) =>
    bounds && {
      from: bounds.from ? parseInstant(bounds.from, timeZone, 'start')! : undefined,
      to: bounds.to ? parseInstant(bounds.to, timeZone, 'end')! : undefined,
    }
  const eventStart = { ...range(filters.eventStart) }
  const eventEnd = { ...range(filters.eventEnd) }
  // An event overlaps the date range when it starts before the range ends and ends after it starts.
  const dateRange = range(filters.calendarDateRange)
  if (dateRange?.to) eventStart.to = minDate(eventStart.to, dateRange.to)
  if (dateRange?.from) eventEnd.from = maxDate(eventEnd.from, dateRange.from)
  const now =
    filters.calendarNowOnViewEvents || filters.calendarUpcomingEvents
      ? { onView: filters.calendarNowOnViewEvents || undefined, upcoming: filters.calendarUpcomingEvents || undefined }
      : undefined
  return {
    expired: filters.showExpired ? undefined : false,
    eventTypeLike: filters.eventType?.like,
    eventTypes: filters.calendarNowOnViewEvents ? ['Exhibition'] : undefined,
    titleLike: filters.title?.like,
    departmentIds: filters.departmentsAndCategories?.ids,
    departmentCodes: filters.departmentsAndCategories?.names,
    tagIds: filters.tags?.ids,
    tagSlugs: filters.tags?.names,
    locationTitles: filters.locationTitles,
    eventStart: eventStart.from || eventStart.to ? eventStart : undefined,
    eventEnd: eventEnd.from || eventEnd.to ? eventEnd : undefined,
    now,
    sort: query.sort_by ?? query.sortBy ?? { field: 'eventStart', direction: 'DESC' },
  }
}

const minDate = (a: Date | undefined, b: Date) => (a && a < b ? a : b)
const maxDate = (a: Date | undefined, b: Date) => (a && a > b ? a : b)
