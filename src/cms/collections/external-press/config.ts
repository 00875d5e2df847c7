import type { CollectionConfig } from 'payload'

import { can, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { linkValidator } from '@/cms/fields/link'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateHooks } from '@/cms/hooks/revalidate'

/** spec §3: external press links out to the outlet's own article, over https only. */
const validateArticleLink = linkValidator('https', { required: 'Add the address of the article.', message: 'Use the article’s https:// address.' })

/** spec §3: External press (outlet, title, link, date, departments, tags), with drafts and versions. */
export const ExternalPress: CollectionConfig = {
  slug: 'external-press',
  labels: { singular: 'External press item', plural: 'External press' },
  admin: {
    useAsTitle: 'title',
    group: 'Stories',
    defaultColumns: ['title', 'outlet', 'date', '_status'],
    listSearchableFields: ['title', 'outlet'],
  },
  access: {
    read: publishedStatusOrDraftReader,
    create: can('externalPress'),
    update: can('externalPress'),
    delete: can('externalPress'),
    readVersions: can('externalPress'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: '-id',
  hooks: revalidateHooks,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'outlet', type: 'text', required: true, maxLength: 120, admin: { description: 'e.g. The New York Times.' } },
        { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'link', type: 'text', required: true, validate: validateArticleLink },
    { name: 'summary', type: 'textarea', maxLength: 400 },
    { name: 'departments', type: 'relationship', relationTo: 'departments', hasMany: true, index: true },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, index: true },
  ],
}
