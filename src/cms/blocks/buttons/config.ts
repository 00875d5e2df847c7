import type { Block } from 'payload'

import { LINKABLE_COLLECTIONS, linkValidator } from '@/cms/fields/link'
import { BUTTON_STYLES, BUTTON_TYPES } from '@/domain/blocks'

type Sibling = { type?: string }

/** spec §3: buttons of type Url (an address), Internal (a page) or Modal (a dialog of text). */
export const ButtonsBlock: Block = {
  slug: 'buttons',
  interfaceName: 'ButtonsBlock',
  labels: { singular: 'Buttons', plural: 'Buttons' },
  fields: [
    {
      name: 'buttons',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 60 },
            { name: 'type', type: 'select', required: true, defaultValue: 'Internal', options: BUTTON_TYPES.map((value) => ({ value, label: value })) },
            {
              name: 'style',
              type: 'select',
              required: true,
              defaultValue: 'primary',
              options: BUTTON_STYLES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
            },
          ],
        },
        {
          name: 'page',
          type: 'relationship',
          relationTo: [...LINKABLE_COLLECTIONS],
          admin: { condition: (_, sibling: Sibling) => sibling?.type === 'Internal' },
          validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
            siblingData.type !== 'Internal' || value ? true : 'Choose the page this button opens.',
        },
        {
          name: 'url',
          type: 'text',
          admin: { condition: (_, sibling: Sibling) => sibling?.type === 'Url' },
          validate: linkValidator('link', { required: true, when: (sibling) => sibling.type === 'Url' }),
        },
        {
          name: 'newTab',
          label: 'Open in a new tab',
          type: 'checkbox',
          defaultValue: false,
          admin: { condition: (_, sibling: Sibling) => sibling?.type === 'Url' },
        },
        {
          name: 'modalTitle',
          type: 'text',
          maxLength: 120,
          admin: { condition: (_, sibling: Sibling) => sibling?.type === 'Modal' },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: Sibling }) =>
            siblingData.type !== 'Modal' || value ? true : 'A dialog needs a title.',
        },
        { name: 'modalContent', type: 'richText', admin: { condition: (_, sibling: Sibling) => sibling?.type === 'Modal' } },
      ],
    },
  ],
}
