import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'

/** spec §2 (file debugger, run course importer): every import run with what became of each row and why. Written by the importer only. */
export const CourseImports: CollectionConfig = {
  slug: 'course-imports',
  labels: { singular: 'Course import', plural: 'Course imports' },
  admin: { useAsTitle: 'fileName', group: 'Courses', defaultColumns: ['fileName', 'outcome', 'created', 'updated', 'refused', 'createdAt'] },
  access: { read: can('courses'), create: () => false, update: () => false, delete: can('courses') },
  defaultSort: '-createdAt',
  fields: [
    { name: 'fileName', type: 'text', required: true, maxLength: 200 },
    { name: 'format', type: 'select', required: true, options: ['csv', 'json'] },
    {
      name: 'mode',
      type: 'select',
      required: true,
      options: [
        { value: 'all-or-nothing', label: 'All or nothing' },
        { value: 'valid-rows', label: 'Import the valid rows' },
      ],
    },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: [
        { value: 'imported', label: 'Imported' },
        { value: 'partly-imported', label: 'Partly imported' },
        { value: 'nothing-changed', label: 'Nothing changed' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'created', type: 'number', defaultValue: 0 },
        { name: 'updated', type: 'number', defaultValue: 0 },
        { name: 'unchanged', type: 'number', defaultValue: 0 },
        { name: 'refused', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'rows', type: 'json', admin: { description: 'Each row as read, with what became of it and why.' } },
    { name: 'importedBy', type: 'relationship', relationTo: 'users' },
  ],
}
