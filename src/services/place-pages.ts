import { cache } from 'react'

import { CONTACT_AND_MAPS_PATH } from '@/domain/places'

import { getCollegeLibraries } from './library-hours'
import type { PageMeta } from './metadata'
import { type ContactAndMaps, getContactAndMaps } from './places'
import { type SiteIdentity, getSiteIdentity } from './site-config'

export type ContactAndMapsPageView = {
  identity: SiteIdentity
  /** The college's address on one line: street · city, region postal code. */
  street: string
  places: ContactAndMaps
  libraries: Awaited<ReturnType<typeof getCollegeLibraries>>
  meta: PageMeta
}

/** spec §2: /contact-and-maps: the college's address, its buildings, location cards and library hours. */
export const contactAndMapsPage = cache(async (): Promise<ContactAndMapsPageView> => {
  const [identity, places, libraries] = await Promise.all([getSiteIdentity(), getContactAndMaps(), getCollegeLibraries()])
  const { address } = identity
  return {
    identity,
    street: [address.street, [address.city, address.region].filter(Boolean).join(', '), address.postalCode].filter(Boolean).join(' · '),
    places,
    libraries,
    meta: {
      title: 'Contact and Maps',
      description: `How to reach ${identity.collegeName}: addresses, phone numbers, maps of our buildings and library hours.`,
      path: CONTACT_AND_MAPS_PATH,
    },
  }
})
