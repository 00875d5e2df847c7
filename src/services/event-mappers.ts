import type { PostalParts } from '@/domain/event-structured-data'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { contentPath, exhibitorPath } from '@/domain/content-paths'
import { isoInZone } from '@/domain/dates'
import { type EventType, eventTypeLabel, isExpired } from '@/domain/events'
import { type Image, toImage } from '@/domain/media'
import { populated } from '@/domain/relations'
import type {
  DepartmentsAndCategory as CategoryDoc,
  Event as EventDoc,
  Exhibitor as ExhibitorDoc,
  Location as LocationDoc,
  Tag as TagDoc,
} from '@/payload-types'

import type { ListPage } from './list'

export type EventCategory = { id: number; code: string; title: string; shortTitle: string; kind: string }
export type EventTag = { id: number; title: string; slug: string }
export type EventLocation = {
  id: number
  title: string
  slug: string
  /** One line for people: street and city. */
  address: string | null
  /** The parts, for structured data's PostalAddress. */
  postal: PostalParts | null
  isGallery: boolean
  /** Where it is, for its map and directions; null when staff gave no coordinates. */
  coordinates: { latitude: number; longitude: number } | null
}

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

export const toCategory = (doc: CategoryDoc): EventCategory => ({ id: doc.id, code: doc.code, title: doc.title, shortTitle: doc.shortTitle, kind: doc.kind })
const toTag = (doc: TagDoc): EventTag => ({ id: doc.id, title: doc.title, slug: doc.slug })
export const toLocation = (doc: LocationDoc): EventLocation => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  address: [doc.address, doc.city].filter(Boolean).join(', ') || null,
  postal: doc.address || doc.city ? { street: doc.address ?? null, city: doc.city ?? null, country: doc.country ?? null } : null,
  isGallery: Boolean(doc.isGallery),
  coordinates: typeof doc.latitude === 'number' && typeof doc.longitude === 'number' ? { latitude: doc.latitude, longitude: doc.longitude } : null,
})

export function toEventSummary(doc: EventDoc, timeZone: string, now: Date): EventSummary {
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

export function toExhibitorSummary(doc: ExhibitorDoc, eventSlug: string): ExhibitorSummary {
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

/** An event in full: its summary, description, gallery and (exhibitions) its exhibitors, read separately. */
export function toEventDetail(doc: EventDoc, timeZone: string, now: Date, exhibitors: ExhibitorSummary[]): EventDetail {
  return {
    ...toEventSummary(doc, timeZone, now),
    description: (doc.description as SerializedEditorState | null | undefined) ?? null,
    gallery: (doc.gallery ?? []).flatMap((entry) => {
      const image = toImage(entry.image)
      return image ? [{ image, caption: entry.caption ?? null }] : []
    }),
    exhibitors,
  }
}

export function toExhibitorDetail(doc: ExhibitorDoc, event: EventSummary): ExhibitorDetail {
  return {
    ...toExhibitorSummary(doc, event.slug),
    event,
    department: doc.department && typeof doc.department === 'object' ? doc.department.title : null,
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

export type FeaturedEventsSection = {
  heading: string
  callout: { text: string; link: { label: string; url: string } | null } | null
  featuredEvents: { event: EventSummary; overriddenTitle: string | null }[]
}

/** A past exhibition as the archive lists it: text only, so that years of shows stay light. */
export type ExhibitionListing = { id: number; title: string; path: string; eventStart: string; eventEnd: string; gallery: string | null }

export type Exhibitions = {
  onView: EventSummary[]
  upcoming: EventSummary[]
  /** Grouped by the year they ended, newest first; 2010 and earlier together (spec §4). */
  past: { label: string; exhibitions: ExhibitionListing[] }[]
}

export type CalendarLists = { events: ListPage<EventSummary>; past: ListPage<EventSummary> | null }

export type FilterOption = { value: string; label: string }
export type CalendarFilterOptions = { types: FilterOption[]; departments: FilterOption[]; tags: FilterOption[]; locations: FilterOption[] }
