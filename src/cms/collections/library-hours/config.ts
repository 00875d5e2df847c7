import type { CollectionConfig } from 'payload'

import { capabilityAccess } from '@/cms/access/checks'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { WEEKDAYS, parseDay, parseTimeOfDay } from '@/domain/library-hours'

const validateTime = (value: string | null | undefined, { siblingData }: { siblingData: { closed?: boolean } }) =>
  siblingData.closed || parseTimeOfDay(value) ? true : 'Use a 24-hour time such as 09:00 or 21:30 (24:00 for midnight).'

const validateDay = (value: string | null | undefined) => (parseDay(value) ? true : 'Use a date such as 2026-12-24.')

const validateLastDay = (value: string | null | undefined, { siblingData }: { siblingData: { from?: string } }) => {
  const day = parseDay(value)
  if (!day) return 'Use a date such as 2027-01-03.'
  return !siblingData.from || day >= siblingData.from ? true : 'The last day cannot come before the first.'
}

const openingFields = [
  { name: 'closed', type: 'checkbox', defaultValue: false },
  {
    name: 'opens',
    type: 'text',
    validate: validateTime,
    admin: { placeholder: '09:00', condition: (_: unknown, sibling: { closed?: boolean }) => !sibling?.closed },
  },
  {
    name: 'closes',
    type: 'text',
    validate: validateTime,
    admin: { placeholder: '21:00', condition: (_: unknown, sibling: { closed?: boolean }) => !sibling?.closed },
  },
] as const

/** spec §3: Library hours per library id: the regular week and the days that differ; served unless LibCal is configured. */
export const LibraryHours: CollectionConfig = {
  slug: 'library-hours',
  labels: { singular: 'Library hours', plural: 'Library hours' },
  admin: { useAsTitle: 'name', group: 'Places and people', defaultColumns: ['name', 'libraryId'] },
  access: capabilityAccess('location'),
  defaultSort: 'libraryId',
  hooks: revalidateHooks,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'libraryId',
          type: 'number',
          required: true,
          unique: true,
          index: true,
          min: 1,
          max: 2_147_483_647,
          admin: { description: 'The library’s LibCal id (5459, 5461).' },
        },
        { name: 'name', type: 'text', required: true },
        { name: 'location', type: 'relationship', relationTo: 'locations' },
      ],
    },
    {
      name: 'regularHours',
      type: 'array',
      maxRows: 7,
      labels: { singular: 'Day', plural: 'Days' },
      admin: { description: 'One row per weekday; a weekday left out is closed.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'day', type: 'select', required: true, options: WEEKDAYS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
            ...openingFields,
          ],
        },
      ],
    },
    {
      name: 'exceptions',
      type: 'array',
      labels: { singular: 'Exception', plural: 'Exceptions' },
      admin: { description: 'Holidays, breaks and extended hours; when several cover a day, the shortest wins.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', admin: { placeholder: 'Winter break' } },
            { name: 'from', type: 'text', required: true, validate: validateDay, admin: { placeholder: '2026-12-21' } },
            { name: 'to', type: 'text', required: true, validate: validateLastDay, admin: { placeholder: '2027-01-03' } },
          ],
        },
        { type: 'row', fields: [...openingFields] },
      ],
    },
  ],
}
