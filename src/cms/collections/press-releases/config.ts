import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { can, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { DEFAULT_TIME_ZONE } from '@/domain/dates'
import { pressReleasePath, pressReleaseYear } from '@/domain/press'

/** spec §3: a press release's year from its date in the college's time zone, and its address `/press-releases/{year}/{slug}`. */
const deriveYearAndPath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const date = data.date ?? originalDoc?.date
  const slug = data.slug ?? originalDoc?.slug
  if (!date) return data
  const config = await req.payload.findGlobal({ slug: 'site-config', depth: 0, req })
  const year = pressReleaseYear(date, config.timeZone ?? DEFAULT_TIME_ZONE)
  return { ...data, year, path: typeof slug === 'string' ? pressReleasePath(year, slug) : data.path }
}

/** spec §3: Press release (date; year derived), with drafts and versions. */
export const PressReleases: CollectionConfig = {
  slug: 'press-releases',
  labels: { singular: 'Press release', plural: 'Press releases' },
  admin: {
    useAsTitle: 'title',
    group: 'Stories',
    defaultColumns: ['title', 'date', 'year', '_status'],
    listSearchableFields: ['title', 'slug', 'summary'],
    preview: (doc) => (typeof doc?.path === 'string' && doc._status === 'published' ? doc.path : null),
  },
  access: {
    read: publishedStatusOrDraftReader,
    create: can('pressRelease'),
    update: can('pressRelease'),
    delete: can('pressRelease'),
    readVersions: can('pressRelease'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: '-date',
  hooks: { ...revalidateHooks, beforeChange: [deriveYearAndPath] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField(),
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'year', type: 'number', index: true, admin: { readOnly: true, description: 'From the date, in the college’s time zone.' } },
      ],
    },
    {
      name: 'path',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'The release’s address: /press-releases/{year}/{slug}.' },
    },
    { name: 'summary', type: 'textarea', maxLength: 400, admin: { description: 'One or two sentences for lists, feeds and search engines.' } },
    { name: 'body', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'departments', type: 'relationship', relationTo: 'departments', hasMany: true, index: true },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, index: true },
    { name: 'contact', type: 'text', maxLength: 300, admin: { description: 'Press contact, e.g. Jo Park, Communications, press@example.edu, 212-555-0100.' } },
  ],
}
