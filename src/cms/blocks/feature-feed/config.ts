import type { Block } from 'payload'

import { FEATURE_FEED_DEFAULT_COUNT, FEATURE_FEED_MAX_COUNT } from '@/domain/features'

/** spec §2, §9: the newest features (2 by default), optionally of some departments or tags; also the home page's featureFeed. */
export const FeatureFeedBlock: Block = {
  slug: 'featureFeed',
  interfaceName: 'FeatureFeedBlock',
  labels: { singular: 'Feature feed', plural: 'Feature feeds' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160, defaultValue: 'Stories' },
    {
      type: 'row',
      fields: [
        {
          name: 'count',
          type: 'number',
          required: true,
          defaultValue: FEATURE_FEED_DEFAULT_COUNT,
          min: 1,
          max: FEATURE_FEED_MAX_COUNT,
          admin: { description: 'How many stories show.' },
        },
        { name: 'onlyFeaturedOnHomepage', type: 'checkbox', defaultValue: false, admin: { description: 'Only stories marked “featured on the home page”.' } },
      ],
    },
    {
      name: 'departments',
      type: 'relationship',
      relationTo: 'departments',
      hasMany: true,
      admin: { description: 'Only stories of these departments (any of them).' },
    },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { description: 'Only stories with these tags (any of them).' } },
  ],
}
