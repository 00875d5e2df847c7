import type { Block } from 'payload'

import { LOCATION_CARD_TYPES, LOCATION_CARD_VIEWS } from '@/domain/blocks'

/** spec §3: cards of the college's places of one type (Facility, International Locations, Building) in one view. */
export const LocationCardsBlock: Block = {
  slug: 'locationCards',
  interfaceName: 'LocationCardsBlock',
  labels: { singular: 'Location cards', plural: 'Location cards' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'locationType',
          type: 'select',
          required: true,
          defaultValue: 'Facility',
          options: LOCATION_CARD_TYPES.map((value) => ({ value, label: value })),
        },
        {
          name: 'view',
          type: 'select',
          required: true,
          defaultValue: 'with image',
          options: LOCATION_CARD_VIEWS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
        },
      ],
    },
  ],
}
