import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { SUBSCRIBE_LISTS } from '@/domain/newsletters'

/** Sign-ups from `/subscribe` (spec §2), stored by `src/services/newsletters.ts`, one per e-mail and list; staff with `newsletter` manage them. */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter-signups',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  admin: { useAsTitle: 'email', group: 'Stories', defaultColumns: ['email', 'firstName', 'list', 'createdAt'] },
  access: { read: can('newsletter'), create: can('newsletter'), update: can('newsletter'), delete: can('newsletter') },
  indexes: [{ fields: ['email', 'list'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'list', type: 'select', required: true, index: true, options: SUBSCRIBE_LISTS.map(({ key, title }) => ({ value: key, label: title })) },
  ],
}
