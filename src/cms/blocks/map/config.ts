import type { Block } from 'payload'

import { MAP_DEFAULT_ZOOM } from '@/domain/blocks'

type Sibling = { location?: unknown; latitude?: number | null; longitude?: number | null }

/** A map of one place, a college location or coordinates; drawn on the server with a link out (docs/decisions/0033). */
export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Map', plural: 'Maps' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'Takes the place’s name, address and coordinates; or fill them in below.' },
    },
    { name: 'title', type: 'text', maxLength: 120, admin: { condition: (_, sibling: Sibling) => !sibling?.location } },
    { name: 'address', type: 'textarea', maxLength: 300, admin: { condition: (_, sibling: Sibling) => !sibling?.location } },
    {
      type: 'row',
      admin: { condition: (_, sibling: Sibling) => !sibling?.location },
      fields: [
        {
          name: 'latitude',
          type: 'number',
          min: -90,
          max: 90,
          validate: (value: number | null | undefined, { siblingData }: { siblingData: Sibling }) =>
            siblingData.location || typeof value === 'number' ? true : 'Choose a location or enter the latitude.',
        },
        {
          name: 'longitude',
          type: 'number',
          min: -180,
          max: 180,
          validate: (value: number | null | undefined, { siblingData }: { siblingData: Sibling }) =>
            siblingData.location || typeof value === 'number' ? true : 'Choose a location or enter the longitude.',
        },
      ],
    },
    { name: 'zoom', type: 'number', min: 3, max: 19, defaultValue: MAP_DEFAULT_ZOOM },
  ],
}
