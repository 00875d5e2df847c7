import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { SIGNUP_STATUSES, SUBSCRIBE_LISTS } from '@/domain/newsletters'

/** Sign-ups from `/subscribe` (spec §2), stored by `src/services/newsletters.ts`, one per e-mail and list, pending until its address confirms it; staff with `newsletter` manage them. */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter-signups',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  admin: { useAsTitle: 'email', group: 'Stories', defaultColumns: ['email', 'firstName', 'list', 'status', 'createdAt'] },
  access: { read: can('newsletter'), create: can('newsletter'), update: can('newsletter'), delete: can('newsletter') },
  indexes: [{ fields: ['email', 'list'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'list', type: 'select', required: true, index: true, options: SUBSCRIBE_LISTS.map(({ key, title }) => ({ value: key, label: title })) },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SIGNUP_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', description: 'Only confirmed addresses are subscribers: a sign-up waits until its address follows the link mailed to it.' },
    },
    { name: 'confirmedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
