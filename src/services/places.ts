import type { Where } from 'payload'

import { type Image, toImage } from '@/domain/media'
import type { LocationCardView, MapPoint } from '@/domain/places'
import { relationId } from '@/domain/relations'
import type { Building as BuildingDoc, Location as LocationDoc } from '@/payload-types'

import { cms } from './cms'
import { keptUntilChange } from './content-version'
import type { ListPage, PageRequest } from './list'

export type Location = {
  id: number | string
  title: string
  slug: string
  type: LocationDoc['type']
  isSvaFacility: boolean
  isInternationalLocation: boolean
  address: string | null
  city: string | null
  country: string | null
  phone: string | null
  description: string | null
  image: Image | null
  coordinates: { latitude: number; longitude: number } | null
  /** spec §3: how the contact-and-maps page shows it. */
  cardView: LocationCardView
}

export type Building = {
  id: number | string
  title: string
  code: string | null
  address: string
  locationId: number | string | null
  displayOnContactAndMaps: boolean
  description: string | null
  image: Image | null
}

function toLocation(doc: LocationDoc): Location {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    type: doc.type,
    isSvaFacility: Boolean(doc.isSvaFacility),
    isInternationalLocation: Boolean(doc.isInternationalLocation),
    address: doc.address ?? null,
    city: doc.city ?? null,
    country: doc.country ?? null,
    phone: doc.phone ?? null,
    description: doc.description ?? null,
    image: toImage(doc.image),
    coordinates: typeof doc.latitude === 'number' && typeof doc.longitude === 'number' ? { latitude: doc.latitude, longitude: doc.longitude } : null,
    cardView: doc.cardView ?? 'withImage',
  }
}

function toBuilding(doc: BuildingDoc): Building {
  return {
    id: doc.id,
    title: doc.title,
    code: doc.code ?? null,
    address: doc.address,
    locationId: relationId(doc.location),
    displayOnContactAndMaps: Boolean(doc.displayOnContactAndMaps),
    description: doc.description ?? null,
    image: toImage(doc.image),
  }
}

/** Locations by title, filtered to college facilities and/or international locations. */
export async function listLocations(request: PageRequest & { facilities?: boolean; international?: boolean }): Promise<ListPage<Location>> {
  const conditions: Where[] = []
  if (request.facilities !== undefined) conditions.push({ isSvaFacility: { equals: request.facilities } })
  if (request.international !== undefined) conditions.push({ isInternationalLocation: { equals: request.international } })
  const payload = await cms()
  const result = await payload.find({
    collection: 'locations',
    overrideAccess: false,
    depth: 1,
    where: { and: conditions },
    sort: 'title',
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map(toLocation), total: result.totalDocs, page: request.page, limit: request.limit }
}

/** Buildings by title, optionally only those shown on the contact-and-maps page. */
export async function listBuildings(request: PageRequest & { displayOnContactAndMaps?: boolean }): Promise<ListPage<Building>> {
  const where: Where = request.displayOnContactAndMaps === undefined ? {} : { displayOnContactAndMaps: { equals: request.displayOnContactAndMaps } }
  const payload = await cms()
  const result = await payload.find({
    collection: 'buildings',
    overrideAccess: false,
    depth: 1,
    where,
    sort: 'title',
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map(toBuilding), total: result.totalDocs, page: request.page, limit: request.limit }
}

export type ContactAndMaps = {
  /** Buildings staff chose to show on the page, by title. */
  buildings: (Building & { location: Location | null })[]
  /** The college's own facilities at home. */
  facilities: Location[]
  /** Partner places at home that are not the college's own. */
  partners: Location[]
  internationalLocations: Location[]
}

/** Everything /contact-and-maps shows (spec §2, §3): buildings that display there and the location cards. */
export async function getContactAndMaps(): Promise<ContactAndMaps> {
  const all = { page: 1, limit: 1000 }
  const [locations, buildings] = await Promise.all([listLocations(all), listBuildings({ ...all, displayOnContactAndMaps: true })])
  const byId = new Map(locations.items.map((location) => [String(location.id), location]))
  return {
    buildings: buildings.items.map((building) => ({
      ...building,
      location: building.locationId === null ? null : (byId.get(String(building.locationId)) ?? null),
    })),
    facilities: locations.items.filter((location) => location.isSvaFacility && !location.isInternationalLocation),
    partners: locations.items.filter((location) => !location.isSvaFacility && !location.isInternationalLocation),
    internationalLocations: locations.items.filter((location) => location.isInternationalLocation),
  }
}

/** The college's own places with coordinates, as map points: what an event's map draws faintly around its place (decision 0128). */
export const collegePlaces: () => Promise<readonly MapPoint[]> = keptUntilChange(async () => {
  const { items } = await listLocations({ facilities: true, page: 1, limit: 100 })
  return items.flatMap((location) => (location.coordinates ? [{ id: String(location.id), label: location.title, ...location.coordinates }] : []))
})
