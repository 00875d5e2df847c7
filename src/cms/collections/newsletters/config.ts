import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { linkValidator } from '@/cms/fields/link'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { NEWSLETTER_MAX_STORIES } from '@/domain/newsletters'
import { NEWSLETTERS } from '@/domain/newsletters'

/**
 * spec §3: Newsletters (SVA Today, Now, Today Summer, Insider, Calendar): a composed issue of
 * stories, extra links and, at render time, the exhibitions on view and the upcoming events. Not
 * a public page: only staff holding `newsletter` read and write them; the staff preview
 * (`/preview/newsletter/{id}`) and `GET /api/v1/newsletters/preview/{id}` show the e-mail.
 */
export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  labels: { singular: 'Newsletter issue', plural: 'Newsletters' },
  admin: {
    useAsTitle: 'title',
    group: 'Stories',
    defaultColumns: ['title', 'newsletterType', 'issueDate', '_status'],
    listSearchableFields: ['title'],
    preview: (doc) => (doc?.id ? `/preview/newsletter/${String(doc.id)}` : null),
  },
  access: {
    read: can('newsletter'),
    create: can('newsletter'),
    update: can('newsletter'),
    delete: can('newsletter'),
    readVersions: can('newsletter'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: '-issueDate',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'newsletterType', type: 'select', required: true, index: true, options: NEWSLETTERS.map(({ value, label }) => ({ value, label })) },
        {
          name: 'issueDate',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Upcoming events start the day after this date.' },
        },
      ],
    },
    { name: 'intro', type: 'textarea', maxLength: 1000 },
    {
      name: 'stories',
      type: 'relationship',
      relationTo: 'features',
      hasMany: true,
      maxRows: NEWSLETTER_MAX_STORIES,
      admin: { description: `Features, in the order the e-mail shows them (at most ${NEWSLETTER_MAX_STORIES}).` },
    },
    {
      name: 'links',
      label: 'Extra links',
      type: 'array',
      maxRows: NEWSLETTER_MAX_STORIES,
      labels: { singular: 'Link', plural: 'Links' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 200 },
        { name: 'url', type: 'text', required: true, validate: linkValidator('web', { required: 'Add the address.' }) },
        { name: 'summary', type: 'textarea', maxLength: 400 },
      ],
    },
  ],
}
