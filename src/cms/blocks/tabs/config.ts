import type { Block } from 'payload'

import { SLUG_PATTERN } from '@/domain/slug'

/** Tabs of rich text; `?tab={slug}` opens one directly (spec §2: /admissions/visit?tab=graduate). */
export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      labels: { singular: 'Tab', plural: 'Tabs' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 40 },
            {
              name: 'slug',
              type: 'text',
              maxLength: 40,
              admin: { description: 'Opens this tab from the address: ?tab=slug' },
              validate: (value: string | null | undefined) => (!value || SLUG_PATTERN.test(value) ? true : 'Use lower-case letters, digits and single dashes.'),
            },
          ],
        },
        { name: 'content', type: 'richText', required: true },
      ],
    },
  ],
}
