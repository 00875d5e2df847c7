import type { Where } from 'payload'

import type { Building as BuildingDoc, Location as LocationDoc } from '@/payload-types'

import { cms, relationId } from './cms'
import type { ListPage, PageRequest } from './list'
import { type Image, toImage } from './media'

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
  const where: Where =
    request.displayOnContactAndMaps === undefined ? {} : { displayOnContactAndMaps: { equals: request.displayOnContactAndMaps } }
  const payload = await cms()
  const result = await payload.find({ collection: 'buildings', overrideAccess: false, depth: 1, where, sort: 'title', page: request.page, limit: request.limit })
  return { items: result.docs.map(toBuilding), total: result.totalDocs, page: request.page, limit: request.limit }
}
