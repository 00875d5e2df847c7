import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { CARD_LAYOUTS } from '@/domain/blocks'

/** spec §3: cards in the PORTRAIT or LANDSCAPE layout, each an image, a title and a link. */
export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'PORTRAIT',
      options: CARD_LAYOUTS.map((value) => ({ value, label: value === 'PORTRAIT' ? 'Portrait (a grid of tall cards)' : 'Landscape (image beside text)' })),
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'kicker', type: 'text', maxLength: 60 },
        { name: 'text', type: 'textarea', maxLength: 300 },
        { name: 'image', type: 'upload', relationTo: 'media' },
        linkField(),
      ],
    },
  ],
}
