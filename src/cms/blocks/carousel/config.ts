import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { ASPECT_RATIOS } from '@/domain/images'

/** Slides of images with captions: swipe, arrow keys or buttons; plays by itself only when asked, and pauses. */
export const CarouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160, admin: { description: 'Names the carousel for screen readers too.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'aspectRatio',
          type: 'select',
          required: true,
          defaultValue: '16:9',
          options: ASPECT_RATIOS.filter((value) => value !== 'free').map((value) => ({ value, label: value })),
        },
        {
          name: 'autoplay',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Moves on by itself (never for visitors who ask for reduced motion); a button pauses it.' },
        },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 20,
      admin: { initCollapsed: true },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', maxLength: 200 },
        linkField({ required: false }),
      ],
    },
  ],
}
