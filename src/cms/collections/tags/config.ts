import type { CollectionConfig } from 'payload'

import { capabilityAccess } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'

/** spec §3: tag types. */
const TAG_TYPES = ['Institutional', 'Series', 'Other'] as const

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'type'] },
  access: capabilityAccess('tag'),
  defaultSort: 'title',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'type', type: 'select', required: true, defaultValue: 'Other', options: TAG_TYPES.map((value) => ({ value, label: value })) },
  ],
}
