import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

/** spec §2 (homepage sections: impact): a statement of what the college does, with an image and a link. */
export const ImpactBlock: Block = {
  slug: 'impact',
  interfaceName: 'ImpactBlock',
  labels: { singular: 'Impact', plural: 'Impact' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'text', type: 'textarea', required: true, maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    linkField({ required: false }),
  ],
}
