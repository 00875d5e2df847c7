import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'

/** spec §3 (Course category: id, courseSubCategories, children): a tree; the continuing-education root's children are spec §7's ce-nav-group-categories. */
export const CourseCategories: CollectionConfig = {
  slug: 'course-categories',
  admin: { useAsTitle: 'title', group: 'Courses', defaultColumns: ['title', 'parent', 'showInNavigation', 'sortOrder'] },
  access: { read: () => true, create: can('courses'), update: can('courses'), delete: can('courses') },
  defaultSort: 'sortOrder',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField(),
    { name: 'parent', type: 'relationship', relationTo: 'course-categories', index: true, admin: { position: 'sidebar' } },
    { name: 'children', type: 'join', collection: 'course-categories', on: 'parent', admin: { defaultColumns: ['title', 'sortOrder'] } },
    {
      name: 'showInNavigation',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Listed in the continuing-education navigation group.' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', maxLength: 600 },
  ],
}
