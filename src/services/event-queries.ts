import type { Where } from 'payload'

import { type EventQuery, eventTypesLike } from '@/domain/events'

/** Relations an event list or page needs populated (one level: tags, places, categories, the pictures, the rich text's uploads and links). */
export const EVENT_LIST_DEPTH = 1

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
  // Ids and names given together are one list: an event matches any of them.
  const anyOf = (...clauses: [unknown[] | undefined, Where][]) => {
    const given = clauses.flatMap(([values, clause]) => (values?.length ? [clause] : []))
    if (given.length) and.push(given.length === 1 ? given[0]! : { or: given })
  }
  anyOf(
    [query.departmentIds, { departmentsAndCategories: { in: query.departmentIds } }],
    [query.departmentCodes, { 'departmentsAndCategories.code': { in: query.departmentCodes } }],
  )
  if (query.collegeDepartmentIds?.length) and.push({ 'departmentsAndCategories.department': { in: query.collegeDepartmentIds } })
  anyOf([query.tagIds, { tags: { in: query.tagIds } }], [query.tagSlugs, { 'tags.slug': { in: query.tagSlugs } }])
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
