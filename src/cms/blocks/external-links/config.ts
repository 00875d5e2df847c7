import type { Block } from 'payload'

import { linkValidator } from '@/cms/fields/link'
import { EXTERNAL_LINK_KINDS, SOCIAL_NETWORKS } from '@/domain/external-links'

type Sibling = { kind?: string }

/** spec §3: links to other sites, each a Website or a Social profile on one of the networks. */
export const ExternalLinksBlock: Block = {
  slug: 'externalLinks',
  interfaceName: 'ExternalLinksBlock',
  labels: { singular: 'External links', plural: 'External links' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'links',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', type: 'select', required: true, defaultValue: 'Website', options: EXTERNAL_LINK_KINDS.map((value) => ({ value, label: value })) },
            {
              name: 'network',
              type: 'select',
              options: SOCIAL_NETWORKS.map((value) => ({ value, label: value })),
              admin: { condition: (_, sibling: Sibling) => sibling?.kind === 'Social' },
              validate: (value: string | null | undefined, { siblingData }: { siblingData: Sibling }) =>
                siblingData.kind !== 'Social' || value ? true : 'Choose the network.',
            },
          ],
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: linkValidator('web', { required: true }),
        },
        { name: 'label', type: 'text', maxLength: 80, admin: { description: 'Shown instead of the address, e.g. “Alumni Association”.' } },
      ],
    },
  ],
}
