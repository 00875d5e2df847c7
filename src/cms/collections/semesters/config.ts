import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { TERMS, type Term, semesterIdOf } from '@/domain/courses'

/** Title and id follow term and year; moving a publish date arms its job again. */
const deriveSemester: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const term = (data.term ?? originalDoc?.term) as Term | undefined
  const year = Number(data.year ?? originalDoc?.year)
  if (term && year) {
    data.title = `${term} ${year}`
    data.semesterId = semesterIdOf(term, year)
  }
  const schedule = data.schedule as { publishSectionsOn?: string | null; unpublishSectionsOn?: string | null } | undefined
  const before = originalDoc?.schedule as typeof schedule
  // Only a change to a saved semester re-arms its job; a new one keeps what it is created with.
  if (operation === 'update' && schedule && before) {
    if (schedule.publishSectionsOn !== before.publishSectionsOn) data.schedule.sectionsPublishedAt = null
    if (schedule.unpublishSectionsOn !== before.unpublishSectionsOn) data.schedule.sectionsUnpublishedAt = null
  }
  return data
}

/** spec §3 (semesterId "term/year"), §6 (course semesters, auto publish/unpublish): a term and the days its sections go up and down. */
export const Semesters: CollectionConfig = {
  slug: 'semesters',
  admin: { useAsTitle: 'title', group: 'Courses', defaultColumns: ['title', 'startDate', 'endDate'] },
  access: { read: () => true, create: can('courseSemesters'), update: can('courseSemesters'), delete: can('courseSemesters') },
  defaultSort: '-year',
  hooks: { ...revalidateHooks, beforeChange: [deriveSemester] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'term', type: 'select', required: true, options: TERMS.map((term) => ({ value: term, label: term })) },
        { name: 'year', type: 'number', required: true, min: 2000, max: 2100, index: true },
      ],
    },
    { name: 'title', type: 'text', admin: { readOnly: true, description: 'Follows the term and year.' } },
    { name: 'semesterId', type: 'text', unique: true, index: true, admin: { readOnly: true, description: 'term/year, as the API names it.' } },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'endDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      name: 'schedule',
      type: 'group',
      label: 'Auto publish and unpublish',
      // spec §6: course semesters auto publish/unpublish is its own capability.
      access: { create: canField('courseSemestersAutoPublish'), update: canField('courseSemestersAutoPublish') },
      admin: { description: 'On these days the semester’s sections are published, and later taken down (checked every few minutes).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'publishSectionsOn', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'unpublishSectionsOn', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'sectionsPublishedAt', type: 'date', admin: { readOnly: true, description: 'When the job published them.' } },
            { name: 'sectionsUnpublishedAt', type: 'date', admin: { readOnly: true, description: 'When the job took them down.' } },
          ],
        },
      ],
    },
  ],
}
