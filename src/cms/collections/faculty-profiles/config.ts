import type { CollectionConfig } from 'payload'

import { can, publishedOrStaff } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'

/** Faculty profiles: the foundation holds what departments need; the faculty issue adds the rest. */
export const FacultyProfiles: CollectionConfig = {
  slug: 'faculty-profiles',
  admin: { useAsTitle: 'name', group: 'Places and people', defaultColumns: ['name', 'departments', 'published'] },
  access: { read: publishedOrStaff('published'), create: can('facultyProfile'), update: can('facultyProfile'), delete: can('facultyProfile') },
  defaultSort: 'lastName',
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true, index: true },
    slugField('name'),
    { name: 'title', type: 'text' },
    { name: 'departments', type: 'relationship', relationTo: 'departments', hasMany: true, index: true },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
}
