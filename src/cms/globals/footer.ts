import type { Field, GlobalConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { linkValidator } from '@/cms/fields/link'
import { revalidateGlobal } from '@/cms/hooks/revalidate'

const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      { name: 'href', label: 'Link', type: 'text', required: true, validate: linkValidator('link', { required: true }) },
      { name: 'newTab', label: 'Open in a new tab', type: 'checkbox', defaultValue: false },
    ],
  },
]

/** spec §2: the footer's link groups (Jump In, Reach Out, Connect), Donate and the small links; contact details come from site config. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: () => true, update: can('navigation') },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'groups',
      label: 'Link groups',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkFields },
      ],
    },
    { name: 'donate', type: 'group', fields: linkFields },
    { name: 'smallLinks', type: 'array', fields: linkFields },
  ],
}
