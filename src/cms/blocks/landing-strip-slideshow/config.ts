import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

/** spec §2 (homepage sections: landingStripSlideshow): a strip of slides, each an image with a title and a link. */
export const LandingStripSlideshowBlock: Block = {
  slug: 'landingStripSlideshow',
  interfaceName: 'LandingStripSlideshowBlock',
  // A short table name: the versions table's would pass PostgreSQL's 63-character limit.
  dbName: 'landing_strip',
  labels: { singular: 'Landing strip slideshow', plural: 'Landing strip slideshows' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160, admin: { description: 'Names the slideshow for screen readers too.' } },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 10,
      admin: { initCollapsed: true },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'text', maxLength: 200 },
        linkField({ required: false }),
      ],
    },
  ],
}
