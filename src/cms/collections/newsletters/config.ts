import type { Access, CollectionConfig } from 'payload'

import { canEither } from '@/cms/access/checks'
import { linkValidator } from '@/cms/fields/link'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { hasCapability } from '@/domain/capabilities'
import { EVENTS_NEWSLETTER, NEWSLETTERS, NEWSLETTER_MAX_STORIES } from '@/domain/newsletters'

/** `newsletter` reaches every issue; `event newsletter` only the events newsletter's (spec §6). */
const issuesOfHolder: Access = ({ req }) =>
  hasCapability(req.user, 'newsletter') || (hasCapability(req.user, 'eventNewsletter') && { newsletterType: { equals: EVENTS_NEWSLETTER } })

const EVENTS_NEWSLETTER_ONLY = 'The event newsletter capability composes the Calendar newsletter only.'

/** spec §3: Newsletters (SVA Today, Now, Today Summer, Insider, Calendar): staff-only issues, previewed as e-mail (docs/decisions/0045). */
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
    read: issuesOfHolder,
    create: canEither('newsletter', 'eventNewsletter'),
    update: issuesOfHolder,
    delete: issuesOfHolder,
    readVersions: issuesOfHolder,
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: '-issueDate',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'newsletterType',
          type: 'select',
          required: true,
          index: true,
          options: NEWSLETTERS.map(({ value, label }) => ({ value, label })),
          validate: (value: unknown, { req }: { req: { user?: unknown } }) =>
            !req.user || hasCapability(req.user, 'newsletter') || value === EVENTS_NEWSLETTER ? true : EVENTS_NEWSLETTER_ONLY,
        },
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
