import type { CollectionConfig } from 'payload'

import { can, publishedOrDraftReader } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'

/** spec §3: department types and degrees. */
const DEPARTMENT_TYPES = ['Undergraduate', 'Graduate', 'Administrative', 'Academic', 'CE', 'AdditionalAcademicProgram'] as const
const DEGREES = ['BFA', 'MA', 'MFA', 'MPS', 'MAT', 'No Degree'] as const

const TYPE_LABELS: Record<(typeof DEPARTMENT_TYPES)[number], string> = {
  Undergraduate: 'Undergraduate',
  Graduate: 'Graduate',
  Administrative: 'Administrative',
  Academic: 'Academic',
  CE: 'Continuing Education',
  AdditionalAcademicProgram: 'Additional Academic Program',
}

export const Departments: CollectionConfig = {
  slug: 'departments',
  admin: { useAsTitle: 'title', group: 'Places and people', defaultColumns: ['title', 'type', 'degrees', 'published'] },
  access: { read: publishedOrDraftReader('published'), create: can('department'), update: can('department'), delete: can('department') },
  defaultSort: 'title',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'shortTitle', type: 'text' },
    slugField(),
    { name: 'type', type: 'select', required: true, options: DEPARTMENT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) },
    { name: 'degrees', type: 'select', hasMany: true, options: DEGREES.map((value) => ({ value, label: value })) },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'description', type: 'textarea' },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
}
