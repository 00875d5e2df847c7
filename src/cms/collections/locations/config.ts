import type { CollectionConfig } from 'payload'

import { capabilityAccess } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { LOCATION_CARD_VIEWS } from '@/domain/places'

/** spec §3: location types; card views come with the contact-and-maps page. */
const LOCATION_TYPES = ['Facility', 'International Locations', 'Building'] as const

export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'title', group: 'Places and people', defaultColumns: ['title', 'type', 'isSvaFacility', 'isInternationalLocation'] },
  access: capabilityAccess('location'),
  defaultSort: 'title',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'type', type: 'select', required: true, defaultValue: 'Facility', options: LOCATION_TYPES.map((value) => ({ value, label: value })) },
    { name: 'isSvaFacility', label: 'Is a college facility', type: 'checkbox', defaultValue: false, index: true },
    { name: 'isInternationalLocation', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'isGallery',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'One of the galleries exhibitions are shown in (spec §9: five).' },
    },
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'country', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'cardView',
      type: 'select',
      defaultValue: 'withImage',
      options: LOCATION_CARD_VIEWS.map(({ value, label }) => ({ value, label })),
      admin: {
        description: 'How /contact-and-maps shows this location (spec §3). With image falls back to without when there is none; with map needs coordinates.',
      },
    },
    { name: 'latitude', type: 'number', min: -90, max: 90 },
    { name: 'longitude', type: 'number', min: -180, max: 180 },
  ],
}
