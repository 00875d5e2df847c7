import type { Block } from 'payload'

/** A shared block (spec §6: block): the same blocks kept once and shown on many pages. */
export const SharedBlockBlock: Block = {
  slug: 'sharedBlock',
  interfaceName: 'SharedBlockBlock',
  labels: { singular: 'Shared block', plural: 'Shared blocks' },
  fields: [
    {
      name: 'block',
      type: 'relationship',
      relationTo: 'shared-blocks',
      required: true,
      admin: { description: 'Changes to the shared block show on every page that uses it.' },
    },
  ],
}
