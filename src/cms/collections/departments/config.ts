import type { CollectionConfig } from 'payload'

import { can, publishedOrDraftReader } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { linkValidator } from '@/cms/fields/link'
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
    {
      name: 'applying',
      label: 'Applying (programme pages)',
      type: 'group',
      admin: {
        description: 'How to apply, the deadlines and the cost, shown on an undergraduate or graduate programme page beside the Apply link.',
        condition: (data) => data?.type === 'Undergraduate' || data?.type === 'Graduate',
      },
      fields: [
        {
          name: 'howToApply',
          label: 'How to apply',
          type: 'textarea',
          maxLength: 2000,
          admin: { description: 'What an applicant sends: portfolio, essay, transcripts…' },
        },
        {
          name: 'deadlines',
          type: 'array',
          maxRows: 8,
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 120, admin: { description: 'e.g. Priority deadline, Regular decision.' } },
            { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
          ],
        },
        { name: 'cost', label: 'Tuition and fees', type: 'textarea', maxLength: 1000, admin: { description: 'e.g. Tuition $25,500 a semester; fees.' } },
        { name: 'costUrl', label: 'Link to the full costs', type: 'text', validate: linkValidator('pageOrWeb') },
      ],
    },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
}
