import type { Block } from 'payload'

import { IMAGE_WIDTHS } from '@/domain/blocks'
import { ASPECT_RATIOS } from '@/domain/images'

/** spec §3: an image at one of the aspect ratios, served at the wide-image breakpoints of spec §9. */
export const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true, filterOptions: { mimeType: { contains: 'image' } } },
    {
      type: 'row',
      fields: [
        {
          name: 'aspectRatio',
          type: 'select',
          defaultValue: 'free',
          required: true,
          options: ASPECT_RATIOS.map((value) => ({ value, label: value === 'free' ? 'Free (the image’s own)' : value })),
        },
        {
          name: 'width',
          type: 'select',
          defaultValue: 'column',
          required: true,
          options: IMAGE_WIDTHS.map((value) => ({ value, label: { column: 'Reading column', wide: 'Wide', full: 'Edge to edge' }[value] })),
        },
      ],
    },
    { name: 'caption', type: 'text', maxLength: 300 },
  ],
}
