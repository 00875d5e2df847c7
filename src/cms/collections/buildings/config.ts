import type { CollectionConfig } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { revalidateHooks } from '@/cms/hooks/revalidate'

export const Buildings: CollectionConfig = {
  slug: 'buildings',
  admin: { useAsTitle: 'title', group: 'Places and people', defaultColumns: ['title', 'code', 'displayOnContactAndMaps'] },
  access: { read: () => true, create: can('building'), update: can('building'), delete: can('building') },
  defaultSort: 'title',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'code', type: 'text', unique: true, access: { update: canField('buildingCode') } },
    { name: 'address', type: 'text', required: true },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'displayOnContactAndMaps', type: 'checkbox', defaultValue: true, index: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea' },
  ],
}
