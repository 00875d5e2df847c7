import type { Block } from 'payload'

/** Numbers that tell the college's story: a big figure and what it counts. */
export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats', plural: 'Stats' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'stats',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, maxLength: 12, admin: { description: 'e.g. 94%, 1:9, $2M' } },
            { name: 'label', type: 'text', required: true, maxLength: 80 },
          ],
        },
        { name: 'source', type: 'text', maxLength: 160, admin: { description: 'Where the number comes from, in small print.' } },
      ],
    },
  ],
}
