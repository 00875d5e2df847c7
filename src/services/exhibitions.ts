import { contentPath } from '@/domain/content-paths'
import { isoInZone } from '@/domain/dates'
import { EVENT_LIMITS, type EventQuery } from '@/domain/events'
import { groupPastByYear } from '@/domain/exhibitions'
import { relationIds } from '@/domain/relations'

import { cms } from './cms'
import { type EventLocation, type ExhibitionListing, type Exhibitions, toLocation } from './event-mappers'
import { eventWhere } from './event-queries'
import { listEvents } from './events'
import { publishedRead } from './read'
import { getSiteIdentity } from './site-config'

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

/** spec §4, §7, §9: exhibitions on view (20 at most), upcoming (the next 3) and past (grouped by end year), in one gallery or all. */
export async function listExhibitions(options: { gallery?: string | null } = {}, now = new Date()): Promise<Exhibitions> {
  const payload = await cms()
  const { timeZone } = await getSiteIdentity()
  const base: Omit<EventQuery, 'sort'> = { eventTypes: ['Exhibition'], locationSlugs: options.gallery ? [options.gallery] : undefined }
  const [onView, upcoming, past, galleries] = await Promise.all([
    listEvents({ ...base, now: { onView: true }, sort: { field: 'eventEnd', direction: 'ASC' } }, { page: 1, limit: EVENT_LIMITS.onView }, now),
    listEvents({ ...base, now: { upcoming: true }, sort: { field: 'eventStart', direction: 'ASC' } }, { page: 1, limit: EVENT_LIMITS.upcoming }, now),
    payload.find({
      collection: 'events',
      ...publishedRead(eventWhere({ ...base, expired: true }, now)),
      depth: 0,
      limit: EVENT_LIMITS.past,
      joins: false,
      sort: ['-eventEnd', '-id'],
      select: { title: true, overriddenTitle: true, slug: true, eventStart: true, eventEnd: true, locations: true },
    }),
    listGalleries(),
  ])
  const galleryTitles = new Map(galleries.map((gallery) => [gallery.id, gallery.title]))
  const listings: ExhibitionListing[] = past.docs.map((doc) => ({
    id: doc.id,
    title: doc.overriddenTitle || doc.title,
    path: contentPath({ collection: 'events', slug: doc.slug })!,
    eventStart: isoInZone(doc.eventStart, timeZone),
    eventEnd: isoInZone(doc.eventEnd, timeZone),
    gallery:
      relationIds(doc.locations)
        .map((id) => galleryTitles.get(id))
        .find(Boolean) ?? null,
  }))
  return { onView: onView.items, upcoming: upcoming.items, past: groupPastByYear(listings, timeZone) }
}
