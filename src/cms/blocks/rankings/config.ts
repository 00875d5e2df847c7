import type { Block } from 'payload'

import { RANKING_FILTERS, RANKING_VIEWS } from '@/domain/blocks'

/** spec §2: rankings in the Grid or List All view, of one type or All. */
export const RankingsBlock: Block = {
  slug: 'rankings',
  interfaceName: 'RankingsBlock',
  labels: { singular: 'Rankings', plural: 'Rankings' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      type: 'row',
      fields: [
        { name: 'view', type: 'select', required: true, defaultValue: 'Grid', options: RANKING_VIEWS.map((value) => ({ value, label: value })) },
        { name: 'rankingType', type: 'select', required: true, defaultValue: 'All', options: RANKING_FILTERS.map((value) => ({ value, label: value })) },
      ],
    },
  ],
}
