import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Where } from 'payload'

import { type CalendarFilter, calendarQueryBase } from '@/domain/calendar-filter'
import { contentPath, exhibitorPath } from '@/domain/content-paths'
import { isoInZone } from '@/domain/dates'
import {
  EVENTS_PAGE_SIZE,
  EVENT_LIMITS,
  EVENT_TYPES,
  type EventQuery,
  type EventType,
  calendarLists,
  eventTypeLabel,
  eventTypesLike,
  isExpired,
} from '@/domain/events'
import { groupPastByYear } from '@/domain/exhibitions'
import type {
  DepartmentsAndCategory as CategoryDoc,
  Event as EventDoc,
  Exhibitor as ExhibitorDoc,
  Location as LocationDoc,
  Tag as TagDoc,
} from '@/payload-types'

import { cms, populated } from './cms'
import type { ListPage, PageRequest, PublishedPath } from './list'
import { type Image, toImage } from './media'
import { getSiteIdentity } from './site-config'

export type EventCategory = { id: number; code: string; title: string; shortTitle: string; kind: string }
export type EventTag = { id: number; title: string; slug: string }
export type EventLocation = { id: number; title: string; slug: string; address: string | null; isGallery: boolean }

/** An event as lists, cards and the API show it (spec §3: Event). */
export type EventSummary = {
  id: number
  type: 'event'
  eventType: EventType
  eventTypeLabel: string
  title: string
  overriddenTitle: string | null
  /** The title to show: the overridden one when set. */
  displayTitle: string
  slug: string
  path: string
  /** ISO 8601 with the college's offset. */
  eventStart: string
  eventEnd: string
  allDay: boolean
  isExpired: boolean
  summary: string | null
  image: Image | null
  tags: EventTag[]
  locationTitles: string[]
  locations: EventLocation[]
  room: string | null
  departmentsAndCategories: EventCategory[]
  admission: string | null
  registrationUrl: string | null
  published: boolean
  updatedAt: string
}

export type ExhibitorSummary = { id: number; name: string; slug: string; path: string; program: string | null; image: Image | null }

export type EventDetail = EventSummary & {
  description: SerializedEditorState | null
  gallery: { image: Image; caption: string | null }[]
  exhibitors: ExhibitorSummary[]
}

export type ExhibitorDetail = ExhibitorSummary & {
  event: EventSummary
  department: string | null
  portrait: Image | null
  statement: SerializedEditorState | null
  works: { image: Image; title: string | null; year: number | null; medium: string | null; dimensions: string | null }[]
  links: { label: string; url: string }[]
  published: boolean
}

/** Relations a list needs populated (one level: tags, places, categories, the image). */
const LIST_DEPTH = 1

const toCategory = (doc: CategoryDoc): EventCategory => ({ id: doc.id, code: doc.code, title: doc.title, shortTitle: doc.shortTitle, kind: doc.kind })
const toTag = (doc: TagDoc): EventTag => ({ id: doc.id, title: doc.title, slug: doc.slug })
const toLocation = (doc: LocationDoc): EventLocation => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  address: [doc.address, doc.city].filter(Boolean).join(', ') || null,
  isGallery: Boolean(doc.isGallery),
})

function toEventSummary(doc: EventDoc, timeZone: string, now: Date): EventSummary {
  const locations = populated<LocationDoc>(doc.locations).map(toLocation)
  return {
    id: doc.id,
    type: 'event',
    eventType: doc.eventType,
    eventTypeLabel: eventTypeLabel(doc.eventType),
    title: doc.title,
    overriddenTitle: doc.overriddenTitle || null,
    displayTitle: doc.overriddenTitle || doc.title,
    slug: doc.slug,
    path: contentPath({ collection: 'events', slug: doc.slug })!,
    eventStart: isoInZone(doc.eventStart, timeZone),
    eventEnd: isoInZone(doc.eventEnd, timeZone),
    allDay: Boolean(doc.allDay),
    isExpired: isExpired(doc, now),
    summary: doc.summary ?? null,
    image: toImage(doc.image),
    tags: populated<TagDoc>(doc.tags).map(toTag),
    locationTitles: locations.map((location) => location.title),
    locations,
    room: doc.room ?? null,
    departmentsAndCategories: populated<CategoryDoc>(doc.departmentsAndCategories).map(toCategory),
    admission: doc.admission ?? null,
    registrationUrl: doc.registrationUrl ?? null,
    published: doc._status === 'published',
    updatedAt: doc.updatedAt,
  }
}

function toExhibitorSummary(doc: ExhibitorDoc, eventSlug: string): ExhibitorSummary {
  const firstWork = doc.works?.[0]?.image
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    path: exhibitorPath(eventSlug, doc.slug),
    program: doc.program ?? null,
    image: toImage(doc.portrait) ?? toImage(firstWork),
  }
}

/** The Payload `where` of an event query. `now` decides what counts as expired. */
export function eventWhere(query: Omit<EventQuery, 'sort'>, now: Date): Where {
  const and: Where[] = []
  const iso = (date: Date) => date.toISOString()
  if (query.window) and.push({ eventStart: { less_than_equal: iso(query.window.to) } }, { eventEnd: { greater_than_equal: iso(query.window.from) } })
  if (query.expired === true) and.push({ eventEnd: { less_than: iso(now) } })
  if (query.expired === false) and.push({ eventEnd: { greater_than_equal: iso(now) } })
  if (query.eventTypeLike) {
    const types = eventTypesLike(query.eventTypeLike)
    // No type matches: no event does (ids start at 1).
    and.push(types.length ? { eventType: { in: types } } : { id: { equals: 0 } })
  }
  if (query.eventTypes?.length) and.push({ eventType: { in: query.eventTypes } })
  if (query.titleLike) and.push({ or: [{ title: { like: query.titleLike } }, { overriddenTitle: { like: query.titleLike } }] })
  if (query.keywords)
    and.push({ or: [{ title: { like: query.keywords } }, { overriddenTitle: { like: query.keywords } }, { summary: { like: query.keywords } }] })
  if (query.departmentIds?.length) and.push({ departmentsAndCategories: { in: query.departmentIds } })
  if (query.departmentCodes?.length) and.push({ 'departmentsAndCategories.code': { in: query.departmentCodes } })
  if (query.collegeDepartmentIds?.length) and.push({ 'departmentsAndCategories.department': { in: query.collegeDepartmentIds } })
  if (query.tagIds?.length) and.push({ tags: { in: query.tagIds } })
  if (query.tagSlugs?.length) and.push({ 'tags.slug': { in: query.tagSlugs } })
  if (query.locationTitles?.length) and.push({ 'locations.title': { in: query.locationTitles } })
  if (query.locationSlugs?.length) and.push({ 'locations.slug': { in: query.locationSlugs } })
  for (const field of ['eventStart', 'eventEnd'] as const) {
    const bounds = query[field]
    if (bounds?.from) and.push({ [field]: { greater_than_equal: iso(bounds.from) } })
    if (bounds?.to) and.push({ [field]: { less_than_equal: iso(bounds.to) } })
  }
  if (query.now?.onView) and.push({ eventStart: { less_than_equal: iso(now) } }, { eventEnd: { greater_than_equal: iso(now) } })
  if (query.now?.upcoming) and.push({ eventStart: { greater_than: iso(now) } })
  return { and }
}

/** Published events matching the query, one page at a time. */
export async function listEvents(query: EventQuery, request: PageRequest, now = new Date()): Promise<ListPage<EventSummary>> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const direction = query.sort.direction === 'DESC' ? '-' : ''
  const result = await payload.find({
    collection: 'events',
    overrideAccess: false,
    draft: false,
    depth: LIST_DEPTH,
    where: { and: [eventWhere(query, now), { _status: { equals: 'published' } }] },
    // The id breaks ties, so events that start together keep one order across pages.
    sort: [`${direction}${query.sort.field}`, `${direction}id`],
    page: request.page,
    limit: request.limit,
    joins: false,
  })
  return { items: result.docs.map((doc) => toEventSummary(doc, timeZone, now)), total: result.totalDocs, page: request.page, limit: request.limit }
}

/**
 * A college department's upcoming events (those filed under its department-or-category), soonest
 * first, and the calendar code that lists all of them (its department page links there).
 */
export async function upcomingEventsOfDepartment(
  departmentId: number,
  limit: number,
  now = new Date(),
): Promise<{ events: EventSummary[]; total: number; calendarCode: string | null }> {
  const payload = await cms()
  const [list, categories] = await Promise.all([
    listEvents({ expired: false, collegeDepartmentIds: [departmentId], sort: { field: 'eventStart', direction: 'ASC' } }, { page: 1, limit }, now),
    payload.find({
      collection: 'departments-and-categories',
      overrideAccess: false,
      depth: 0,
      limit: 1,
      select: { code: true },
      where: { department: { equals: departmentId } },
    }),
  ])
  return { events: list.items, total: list.total, calendarCode: categories.docs[0]?.code ?? null }
}

async function exhibitorsOf(event: EventDoc, options: { drafts: boolean }): Promise<ExhibitorSummary[]> {
  if (event.eventType !== 'Exhibition') return []
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'exhibitors',
    overrideAccess: options.drafts,
    draft: options.drafts,
    depth: 1,
    pagination: false,
    sort: 'name',
    where: { and: [{ event: { equals: event.id } }, ...(options.drafts ? [] : [{ _status: { equals: 'published' } }])] },
  })
  return docs.map((doc) => toExhibitorSummary(doc, event.slug))
}

async function toEventDetail(doc: EventDoc, options: { drafts: boolean }, now: Date): Promise<EventDetail> {
  const { timeZone } = await getSiteIdentity()
  return {
    ...toEventSummary(doc, timeZone, now),
    description: (doc.description as SerializedEditorState | null | undefined) ?? null,
    gallery: (doc.gallery ?? []).flatMap((entry) => {
      const image = toImage(entry.image)
      return image ? [{ image, caption: entry.caption ?? null }] : []
    }),
    exhibitors: await exhibitorsOf(doc, options),
  }
}

/** The one published event a field identifies, in full, or null. */
async function findPublishedEvent(match: Where, now: Date): Promise<EventDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'events',
    overrideAccess: false,
    draft: false,
    depth: 2,
    limit: 1,
    joins: false,
    where: { and: [match, { _status: { equals: 'published' } }] },
  })
  return docs[0] ? toEventDetail(docs[0], { drafts: false }, now) : null
}

/** A published event by id, or null. */
export const findEventById = (id: number, now = new Date()) => findPublishedEvent({ id: { equals: id } }, now)

/** A published event by its whole slug (`senior-show/2026`), or null. */
export const findEventBySlug = (slug: string, now = new Date()) => findPublishedEvent({ slug: { equals: slug } }, now)

/**
 * Any event, published or not, in its newest saved version (a draft when one exists), for a
 * staff preview. Callers must have checked that the request comes from staff.
 */
export async function previewEvent(id: number, now = new Date()): Promise<EventDetail | null> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'events', id, draft: true, depth: 2, overrideAccess: true, disableErrors: true, joins: false })
  return doc ? toEventDetail(doc, { drafts: true }, now) : null
}

/** Any event by its slug path, in its newest saved version, for a staff preview. */
export async function previewEventBySlug(slug: string, now = new Date()): Promise<EventDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'events',
    draft: true,
    overrideAccess: true,
    depth: 2,
    limit: 1,
    joins: false,
    where: { slug: { equals: slug } },
  })
  return docs[0] ? toEventDetail(docs[0], { drafts: true }, now) : null
}

/** Any exhibitor of any event, by the event's slug path and its own slug, for a staff preview. */
export async function previewExhibitorBySlug(eventSlug: string, exhibitorSlug: string, now = new Date()): Promise<ExhibitorDetail | null> {
  const event = await previewEventBySlug(eventSlug, now)
  return event ? loadExhibitor(event, exhibitorSlug, { drafts: true }) : null
}

/**
 * spec §7 (events/latest-hero): the event the calendar leads with: the soonest current event
 * staff marked as a hero candidate, else the soonest current event with an image; null if none.
 */
export async function latestHeroEvent(now = new Date()): Promise<EventSummary | null> {
  const payload = await cms()
  const { timeZone } = await getSiteIdentity()
  const current: Where = { and: [{ _status: { equals: 'published' } }, { eventEnd: { greater_than_equal: now.toISOString() } }] }
  for (const extra of [{ featuredAsHero: { equals: true } }, { image: { exists: true } }] as Where[]) {
    const { docs } = await payload.find({
      collection: 'events',
      overrideAccess: false,
      draft: false,
      depth: LIST_DEPTH,
      limit: 1,
      joins: false,
      sort: ['eventStart', 'id'],
      where: { and: [current, extra] },
    })
    if (docs[0]) return toEventSummary(docs[0], timeZone, now)
  }
  return null
}

/**
 * spec §7 (events/departments-and-categories): the departments and categories by code; with
 * `exhibitionsOnly`, those that some published exhibition is filed under.
 */
export async function listEventCategories(request: PageRequest & { exhibitionsOnly?: boolean; direction?: 'ASC' | 'DESC' }): Promise<ListPage<EventCategory>> {
  const payload = await cms()
  let where: Where = {}
  if (request.exhibitionsOnly) {
    const exhibitions = await payload.find({
      collection: 'events',
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      joins: false,
      select: { departmentsAndCategories: true },
      where: { and: [{ eventType: { equals: 'Exhibition' } }, { _status: { equals: 'published' } }] },
    })
    const ids = new Set(exhibitions.docs.flatMap((doc) => (doc.departmentsAndCategories ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))))
    where = { id: { in: [...ids] } }
  }
  const result = await payload.find({
    collection: 'departments-and-categories',
    overrideAccess: false,
    depth: 0,
    where,
    sort: request.direction === 'DESC' ? '-code' : 'code',
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map(toCategory), total: result.totalDocs, page: request.page, limit: request.limit }
}

/** A published exhibitor of a published exhibition, by the event's slug and its own. */
export async function findExhibitor(eventSlug: string, exhibitorSlug: string, now = new Date()): Promise<ExhibitorDetail | null> {
  const event = await findEventBySlug(eventSlug, now)
  if (!event) return null
  return loadExhibitor(event, exhibitorSlug, { drafts: false })
}

async function loadExhibitor(event: EventSummary, exhibitorSlug: string, options: { drafts: boolean }): Promise<ExhibitorDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'exhibitors',
    overrideAccess: options.drafts,
    draft: options.drafts,
    depth: 1,
    limit: 1,
    where: { and: [{ event: { equals: event.id } }, { slug: { equals: exhibitorSlug } }, ...(options.drafts ? [] : [{ _status: { equals: 'published' } }])] },
  })
  const doc = docs[0]
  if (!doc) return null
  const department = doc.department && typeof doc.department === 'object' ? doc.department.title : null
  return {
    ...toExhibitorSummary(doc, event.slug),
    event,
    department,
    portrait: toImage(doc.portrait),
    statement: (doc.statement as SerializedEditorState | null | undefined) ?? null,
    works: (doc.works ?? []).flatMap((work) => {
      const image = toImage(work.image)
      return image ? [{ image, title: work.title ?? null, year: work.year ?? null, medium: work.medium ?? null, dimensions: work.dimensions ?? null }] : []
    }),
    links: (doc.links ?? []).map(({ label, url }) => ({ label, url })),
    published: doc._status === 'published',
  }
}

/** Any exhibitor, published or not, with its event, for a staff preview (by the exhibitor's id). */
export async function previewExhibitor(id: number, now = new Date()): Promise<ExhibitorDetail | null> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'exhibitors', id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
  const eventId = doc ? (typeof doc.event === 'object' ? doc.event.id : doc.event) : null
  const event = eventId ? await previewEvent(eventId, now) : null
  return doc && event ? loadExhibitor(event, doc.slug, { drafts: true }) : null
}

export type FeaturedEventsSection = {
  heading: string
  callout: { text: string; link: { label: string; url: string } | null } | null
  featuredEvents: { event: EventSummary; overriddenTitle: string | null }[]
}

/**
 * spec §7 (homepage/featured-events): the home page's chosen events in their order, each with its
 * overridden title; events that are not published are left out. `drafts` reads the section's
 * newest saved version and unpublished events too (staff preview).
 */
export async function getFeaturedEvents(options: { drafts?: boolean } = {}, now = new Date()): Promise<FeaturedEventsSection> {
  const drafts = Boolean(options.drafts)
  const payload = await cms()
  const [section, { timeZone }] = await Promise.all([
    payload.findGlobal({ slug: 'featured-events', depth: 0, draft: drafts, overrideAccess: drafts }),
    getSiteIdentity(),
  ])
  const chosen = (section.featuredEvents ?? []).map((entry) => ({
    id: typeof entry.event === 'object' ? entry.event.id : entry.event,
    overriddenTitle: entry.overriddenTitle || null,
  }))
  const { docs } = chosen.length
    ? await payload.find({
        collection: 'events',
        overrideAccess: drafts,
        draft: drafts,
        depth: LIST_DEPTH,
        pagination: false,
        joins: false,
        where: { and: [{ id: { in: chosen.map((entry) => entry.id) } }, ...(drafts ? [] : [{ _status: { equals: 'published' } }])] },
      })
    : { docs: [] }
  const byId = new Map(docs.map((doc) => [doc.id, toEventSummary(doc, timeZone, now)]))
  const callout = section.callout?.text
    ? { text: section.callout.text, link: section.callout.linkUrl ? { label: section.callout.linkLabel || 'Learn more', url: section.callout.linkUrl } : null }
    : null
  return {
    heading: section.heading,
    callout,
    featuredEvents: chosen.flatMap((entry) => {
      const event = byId.get(entry.id)
      return event ? [{ event, overriddenTitle: entry.overriddenTitle }] : []
    }),
  }
}

/** Galleries: the locations exhibitions are shown in (spec §9: five), by title. */
export async function listGalleries(): Promise<EventLocation[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'locations',
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: 'title',
    where: { isGallery: { equals: true } },
  })
  return docs.map(toLocation)
}

/** Tags and locations by slug, to name a calendar filter in headings. */
export async function nameOfTag(slug: string): Promise<string | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'tags', overrideAccess: false, depth: 0, limit: 1, where: { slug: { equals: slug } } })
  return docs[0]?.title ?? null
}

export async function nameOfLocation(slug: string): Promise<string | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'locations', overrideAccess: false, depth: 0, limit: 1, where: { slug: { equals: slug } } })
  return docs[0]?.title ?? null
}

/**
 * How long the API's event lists stay in the data cache at most. Publishing clears them at once;
 * this bound is for time itself: an event that has just ended drops out of "not expired" lists
 * within a minute (docs/decisions/0011).
 */
export const EVENTS_CACHE_SECONDS = 60

export type CalendarLists = { events: ListPage<EventSummary>; past: ListPage<EventSummary> | null }

/**
 * The calendar (spec §2, §4, §9): the filter's events split into the events list and the past
 * list, each a page of 50. No filter: the month from now, no past list.
 */
export async function calendarEvents(filter: CalendarFilter | null, pages: { page: number; pastPage: number }, now = new Date()): Promise<CalendarLists> {
  const lists = calendarLists(calendarQueryBase(filter, now), now, { includeExpired: filter !== null })
  const [events, past] = await Promise.all([
    listEvents(lists.events, { page: pages.page, limit: EVENTS_PAGE_SIZE }, now),
    lists.past ? listEvents(lists.past, { page: pages.pastPage, limit: EVENTS_PAGE_SIZE }, now) : null,
  ])
  return { events, past }
}

export type FilterOption = { value: string; label: string }
export type CalendarFilterOptions = { types: FilterOption[]; departments: FilterOption[]; tags: FilterOption[]; locations: FilterOption[] }

/** The choices of the calendar's filter bar: every type, department or category, tag and place. */
export async function calendarFilterOptions(): Promise<CalendarFilterOptions> {
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
  return {
    types: EVENT_TYPES.map(({ value, label }) => ({ value, label })),
    departments: categories.docs.map((doc) => ({ value: doc.code, label: doc.title })),
    tags: tags.docs.map((doc) => ({ value: doc.slug, label: doc.title })),
    locations: locations.docs.map((doc) => ({ value: doc.slug, label: doc.title })),
  }
}

/** The name of a department or category by its code, for headings. */
export async function nameOfDepartment(code: string): Promise<string | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'departments-and-categories',
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { code: { equals: code } },
  })
  return docs[0]?.title ?? null
}

/** A past exhibition as the archive lists it: text only, so that years of shows stay light. */
export type ExhibitionListing = { id: number; title: string; path: string; eventStart: string; eventEnd: string; gallery: string | null }

export type Exhibitions = {
  onView: EventSummary[]
  upcoming: EventSummary[]
  /** Grouped by the year they ended, newest first; 2010 and earlier together (spec §4). */
  past: { label: string; exhibitions: ExhibitionListing[] }[]
}

/**
 * spec §4, §7, §9: exhibitions on view (started, not ended; 20 at most), upcoming (starting
 * later; the next 3) and past (ended; up to 9999, grouped by end year), in one gallery or all.
 */
export async function listExhibitions(options: { gallery?: string | null } = {}, now = new Date()): Promise<Exhibitions> {
  const payload = await cms()
  const { timeZone } = await getSiteIdentity()
  const base: Omit<EventQuery, 'sort'> = { eventTypes: ['Exhibition'], locationSlugs: options.gallery ? [options.gallery] : undefined }
  const [onView, upcoming, past] = await Promise.all([
    listEvents({ ...base, now: { onView: true }, sort: { field: 'eventEnd', direction: 'ASC' } }, { page: 1, limit: EVENT_LIMITS.onView }, now),
    listEvents({ ...base, now: { upcoming: true }, sort: { field: 'eventStart', direction: 'ASC' } }, { page: 1, limit: EVENT_LIMITS.upcoming }, now),
    payload.find({
      collection: 'events',
      overrideAccess: false,
      draft: false,
      depth: 0,
      limit: EVENT_LIMITS.past,
      joins: false,
      sort: ['-eventEnd', '-id'],
      select: { title: true, overriddenTitle: true, slug: true, eventStart: true, eventEnd: true, locations: true },
      where: { and: [eventWhere({ ...base, expired: true }, now), { _status: { equals: 'published' } }] },
    }),
  ])
  const galleries = new Map((await listGalleries()).map((gallery) => [gallery.id, gallery.title]))
  const listings: ExhibitionListing[] = past.docs.map((doc) => ({
    id: doc.id,
    title: doc.overriddenTitle || doc.title,
    path: contentPath({ collection: 'events', slug: doc.slug })!,
    eventStart: isoInZone(doc.eventStart, timeZone),
    eventEnd: isoInZone(doc.eventEnd, timeZone),
    gallery: (doc.locations ?? []).map((location) => galleries.get(typeof location === 'object' ? location.id : location)).find(Boolean) ?? null,
  }))
  return { onView: onView.items, upcoming: upcoming.items, past: groupPastByYear(listings, timeZone) }
}

/**
 * spec §7 (event-feed): events not yet over, soonest first, a page at a time; `nextPage` is the
 * page to ask for next, or null at the end.
 */
export async function eventFeed(
  filters: { eventTypes?: EventType[]; tagIds?: number[]; departmentIds?: number[] },
  request: PageRequest,
  now = new Date(),
): Promise<{ events: EventSummary[]; nextPage: number | null; total: number }> {
  const page = await listEvents({ ...filters, expired: false, sort: { field: 'eventStart', direction: 'ASC' } }, request, now)
  return { events: page.items, nextPage: page.page * page.limit < page.total ? page.page + 1 : null, total: page.total }
}

/** At most this many events go into one calendar feed. */
export const CALENDAR_FEED_LIMIT = 500

/** The subscribable calendar: events not yet over that match the calendar's filter, soonest first. */
export async function calendarFeedEvents(filter: CalendarFilter | null, now = new Date()): Promise<EventSummary[]> {
  const { window, ...rest } = calendarQueryBase(filter, now)
  // Without a filter the feed holds everything to come, not only the calendar's first month.
  const query: EventQuery = { ...rest, window: filter?.type === 'dates' ? window : undefined, expired: false, sort: { field: 'eventStart', direction: 'ASC' } }
  return (await listEvents(query, { page: 1, limit: CALENDAR_FEED_LIMIT }, now)).items
}

/** Every published event's and exhibitor's address, with when it last changed (for the sitemap). */
export async function listPublishedEventPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const published = { _status: { equals: 'published' } } as const
  const [events, exhibitors] = await Promise.all([
    payload.find({
      collection: 'events',
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      joins: false,
      select: { slug: true, updatedAt: true },
      where: published,
    }),
    payload.find({
      collection: 'exhibitors',
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      select: { slug: true, event: true, updatedAt: true },
      where: published,
    }),
  ])
  const eventSlugs = new Map(events.docs.map((doc) => [doc.id, doc.slug]))
  return [
    ...events.docs.map((doc) => ({ path: contentPath({ collection: 'events', slug: doc.slug })!, updatedAt: doc.updatedAt })),
    ...exhibitors.docs.flatMap((doc) => {
      const eventSlug = eventSlugs.get(typeof doc.event === 'object' ? doc.event.id : doc.event)
      return eventSlug ? [{ path: exhibitorPath(eventSlug, doc.slug), updatedAt: doc.updatedAt }] : []
    }),
  ]
}
