import type { CollectionConfig } from 'payload'

import { can, canEither, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { publishingNeeds } from '@/cms/access/publishing'
import { linkValidator } from '@/cms/fields/link'
import { slugField } from '@/cms/fields/slug'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateHooks } from '@/cms/hooks/revalidate'

/** spec §3: an exhibitor at /events/{event}/{exhibitor}; the slug is unique within its exhibition. */
export const Exhibitors: CollectionConfig = {
  slug: 'exhibitors',
  admin: {
    useAsTitle: 'name',
    group: 'Events',
    defaultColumns: ['name', 'event', 'program', '_status'],
    // The staff preview of an exhibitor, in the back office's own shape (spec §2 edit targets).
    preview: (doc) => {
      const event = doc?.event && typeof doc.event === 'object' ? (doc.event as { id?: unknown }).id : doc?.event
      return doc?.id && event ? `/preview/event/${String(event)}/exhibitor/${String(doc.id)}` : null
    },
  },
  // Exhibitors are artists: `artists` edits them without the rest of the events (spec §6).
  access: {
    read: publishedStatusOrDraftReader,
    create: canEither('event', 'artists'),
    update: canEither('event', 'artists'),
    delete: can('eventAdministrate'),
    readVersions: canEither('event', 'artists'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: 'name',
  // spec §6: publishing an event or an exhibitor takes event publish; without it a change is a draft.
  hooks: { ...revalidateHooks, beforeOperation: [publishingNeeds('eventPublish')] },
  indexes: [{ fields: ['event', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 160 },
    slugField('name', { unique: false }),
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, filterOptions: { eventType: { equals: 'Exhibition' } } },
    { name: 'program', type: 'text', admin: { description: 'e.g. BFA Photography, Class of 2026.' } },
    { name: 'department', type: 'relationship', relationTo: 'departments' },
    { name: 'portrait', type: 'upload', relationTo: 'media' },
    { name: 'statement', type: 'richText' },
    {
      name: 'works',
      type: 'array',
      labels: { singular: 'Work', plural: 'Works' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'year', type: 'number', min: 1800, max: 2200 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'medium', type: 'text' },
            { name: 'dimensions', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'links',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'url', type: 'text', required: true, validate: linkValidator('web', { required: true }) },
          ],
        },
      ],
    },
  ],
}
