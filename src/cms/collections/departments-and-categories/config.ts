import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { DEPARTMENT_CODE_PATTERN } from '@/domain/calendar-filter'

/** spec §3, §7: what events are filed under (code, shortTitle), for the calendar's filter and `events/departments-and-categories`. */
export const DepartmentsAndCategories: CollectionConfig = {
  slug: 'departments-and-categories',
  labels: { singular: 'Department or category', plural: 'Departments and categories' },
  admin: { useAsTitle: 'title', group: 'Events', defaultColumns: ['code', 'title', 'shortTitle', 'kind'] },
  access: { read: () => true, create: can('eventAdministrate'), update: can('eventAdministrate'), delete: can('eventAdministrate') },
  defaultSort: 'code',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'shortTitle', type: 'text', required: true, maxLength: 40 },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Upper-case letters, digits and dashes; used in calendar addresses (/events?department=ILLUS).' },
      validate: (value: string | null | undefined) =>
        value && DEPARTMENT_CODE_PATTERN.test(value) ? true : 'Use upper-case letters, digits and dashes (at most 20).',
    },
    { name: 'kind', type: 'select', required: true, defaultValue: 'Department', options: ['Department', 'Category'].map((value) => ({ value, label: value })) },
    { name: 'department', type: 'relationship', relationTo: 'departments', admin: { condition: (data) => data?.kind === 'Department' } },
  ],
}
