import type { Where } from 'payload'

import { contentPath, exhibitorPath } from '@/domain/content-paths'
import type { EventQuery } from '@/domain/events'
import { relationId, relationIds } from '@/domain/relations'
import type { Event as EventDoc } from '@/payload-types'

import { cms } from './cms'
import {
  type EventCategory,
  type EventDetail,
  type EventSummary,
  type ExhibitorDetail,
  type ExhibitorSummary,
  type FeaturedEventsSection,
  toCategory,
  toEventDetail,
  toEventSummary,
  toExhibitorDetail,
  toExhibitorSummary,
} from './event-mappers'
import { EVENT_LIST_DEPTH, eventWhere } from './event-queries'
import type { ListPage, PageRequest, PublishedPath } from './list'
import { type Reader, VISITOR, publishedRead, readFor, readOptions } from './read'
import { getSiteIdentity } from './site-config'

/** How long the API's event lists are kept at most: publishing clears them; this is for time, as a just-ended event drops out (docs/decisions/0070). */
export const EVENTS_CACHE_SECONDS = 60

/** Published events matching the query, one page at a time. */
export async function listEvents(query: EventQuery, request: PageRequest, now = new Date()): Promise<ListPage<EventSummary>> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const direction = query.sort.direction === 'DESC' ? '-' : ''
  const result = await payload.find({
    collection: 'events',
    ...publishedRead(eventWhere(query, now)),
    depth: EVENT_LIST_DEPTH,
    // The id breaks ties, so events that start together keep one order across pages.
    sort: [`${direction}${query.sort.field}`, `${direction}id`],
    page: request.page,
    limit: request.limit,
    joins: false,
  })
  return { items: result.docs.map((doc) => toEventSummary(doc, timeZone, now)), total: result.totalDocs, page: request.page, limit: request.limit }
}

/** A department's upcoming events, soonest first, and the calendar code that lists them all. */
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

/** An exhibition's exhibitors as `reader` may see them, by name; other events have none. */
async function exhibitorsOf(event: EventDoc, reader: Reader): Promise<ExhibitorSummary[]> {
  if (event.eventType !== 'Exhibition') return []
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'exhibitors',
    ...readFor(reader, { event: { equals: event.id } }),
    depth: 1,
    pagination: false,
    sort: 'name',
  })
  return docs.map((doc) => toExhibitorSummary(doc, event.slug))
}

/** The one event a field identifies, in full, as `reader` may see it; null when there is none. */
async function readEvent(match: Where, reader: Reader, now: Date): Promise<EventDetail | null> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  // Depth 1 populates the event's places, tags, categories, pictures and its rich text's uploads and links; the page reads nothing of theirs (decision 0175).
  const { docs } = await payload.find({ collection: 'events', ...readFor(reader, match), depth: EVENT_LIST_DEPTH, limit: 1, joins: false })
  const doc = docs[0]
  return doc ? toEventDetail(doc, timeZone, now, await exhibitorsOf(doc, reader)) : null
}

/** A published event by id, or null. */
export const findEventById = (id: number, now = new Date()) => readEvent({ id: { equals: id } }, VISITOR, now)

/** A published event by its whole slug (`senior-show/2026`), or null. */
export const findEventBySlug = (slug: string, now = new Date()) => readEvent({ slug: { equals: slug } }, VISITOR, now)

/** Any event in its newest saved version (a draft when one exists), for a staff preview. */
export const previewEvent = (id: number, reader: Reader, now = new Date()) => readEvent({ id: { equals: id } }, reader, now)

/** The same by the event's slug path. */
export const previewEventBySlug = (slug: string, reader: Reader, now = new Date()) => readEvent({ slug: { equals: slug } }, reader, now)

async function readExhibitor(event: EventSummary, exhibitorSlug: string, reader: Reader): Promise<ExhibitorDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'exhibitors',
    ...readFor(reader, { and: [{ event: { equals: event.id } }, { slug: { equals: exhibitorSlug } }] }),
    depth: 1,
    limit: 1,
  })
  return docs[0] ? toExhibitorDetail(docs[0], event) : null
}

/** A published exhibitor of a published exhibition, by the event's slug and its own. */
export async function findExhibitor(eventSlug: string, exhibitorSlug: string, now = new Date()): Promise<ExhibitorDetail | null> {
  const event = await findEventBySlug(eventSlug, now)
  return event ? readExhibitor(event, exhibitorSlug, VISITOR) : null
}

/** Any exhibitor of any event, by the event's slug path and its own slug, for a staff preview. */
export async function previewExhibitorBySlug(eventSlug: string, exhibitorSlug: string, reader: Reader, now = new Date()): Promise<ExhibitorDetail | null> {
  const event = await previewEventBySlug(eventSlug, reader, now)
  return event ? readExhibitor(event, exhibitorSlug, reader) : null
}

/** Any exhibitor with its event, by the exhibitor's id, for a staff preview. */
export async function previewExhibitor(id: number, reader: Reader, now = new Date()): Promise<ExhibitorDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'exhibitors', ...readFor(reader, { id: { equals: id } }), depth: 0, limit: 1 })
  const eventId = relationId(docs[0]?.event)
  const event = eventId ? await previewEvent(eventId, reader, now) : null
  return docs[0] && event ? readExhibitor(event, docs[0].slug, reader) : null
}

/** spec §7 (events/latest-hero): the soonest current hero candidate, else the soonest current event with an image. */
export async function latestHeroEvent(now = new Date()): Promise<EventSummary | null> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const current: Where = { eventEnd: { greater_than_equal: now.toISOString() } }
  for (const extra of [{ featuredAsHero: { equals: true } }, { image: { exists: true } }] as Where[]) {
    const { docs } = await payload.find({
      collection: 'events',
      ...publishedRead({ and: [current, extra] }),
      depth: EVENT_LIST_DEPTH,
      limit: 1,
      joins: false,
      sort: ['eventStart', 'id'],
    })
    if (docs[0]) return toEventSummary(docs[0], timeZone, now)
  }
  return null
}

/** spec §7 (events/departments-and-categories): by code; with `exhibitionsOnly`, those some published exhibition is filed under. */
export async function listEventCategories(request: PageRequest & { exhibitionsOnly?: boolean; direction?: 'ASC' | 'DESC' }): Promise<ListPage<EventCategory>> {
  const payload = await cms()
  let where: Where = {}
  if (request.exhibitionsOnly) {
    const exhibitions = await payload.find({
      collection: 'events',
      ...publishedRead({ eventType: { equals: 'Exhibition' } }),
      depth: 0,
      pagination: false,
      joins: false,
      select: { departmentsAndCategories: true },
    })
    where = { id: { in: [...new Set(exhibitions.docs.flatMap((doc) => relationIds(doc.departmentsAndCategories)))] } }
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

/** spec §7 (homepage/featured-events): the chosen events in order, titles overridden, those `reader` may not see left out. */
export async function getFeaturedEvents(reader: Reader = VISITOR, now = new Date()): Promise<FeaturedEventsSection> {
  const payload = await cms()
  const [section, { timeZone }] = await Promise.all([payload.findGlobal({ slug: 'featured-events', depth: 0, ...readOptions(reader) }), getSiteIdentity()])
  const chosen = (section.featuredEvents ?? []).map((entry) => ({ id: relationId(entry.event)!, overriddenTitle: entry.overriddenTitle || null }))
  const { docs } = chosen.length
    ? await payload.find({
        collection: 'events',
        ...readFor(reader, { id: { in: chosen.map((entry) => entry.id) } }),
        depth: EVENT_LIST_DEPTH,
        pagination: false,
        joins: false,
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

/** spec §7 (event-feed): events not yet over, soonest first; `nextPage` is null at the end. */
export async function eventFeed(
  filters: Pick<EventQuery, 'eventTypes' | 'tagIds' | 'tagSlugs' | 'departmentIds' | 'departmentCodes'>,
  request: PageRequest,
  now = new Date(),
): Promise<{ events: EventSummary[]; nextPage: number | null; total: number }> {
  const page = await listEvents({ ...filters, expired: false, sort: { field: 'eventStart', direction: 'ASC' } }, request, now)
  return { events: page.items, nextPage: page.page * page.limit < page.total ? page.page + 1 : null, total: page.total }
}

/** Every published event's and exhibitor's address, with when it last changed (for the sitemap). */
export async function listPublishedEventPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const [events, exhibitors] = await Promise.all([
    payload.find({ collection: 'events', ...publishedRead(), depth: 0, pagination: false, joins: false, select: { slug: true, updatedAt: true } }),
    payload.find({ collection: 'exhibitors', ...publishedRead(), depth: 0, pagination: false, select: { slug: true, event: true, updatedAt: true } }),
  ])
  const eventSlugs = new Map(events.docs.map((doc) => [doc.id, doc.slug]))
  return [
    ...events.docs.map((doc) => ({ path: contentPath({ collection: 'events', slug: doc.slug })!, updatedAt: doc.updatedAt })),
    ...exhibitors.docs.flatMap((doc) => {
      const eventSlug = eventSlugs.get(relationId(doc.event)!)
      return eventSlug ? [{ path: exhibitorPath(eventSlug, doc.slug), updatedAt: doc.updatedAt }] : []
    }),
  ]
}
