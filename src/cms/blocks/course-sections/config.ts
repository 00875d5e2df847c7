import type { Block } from 'payload'

import { PROGRAMMES } from '@/domain/courses'

/** spec §2, §3 (a programme's sections listed on its page): one programme's sections still to come. */
export const CourseSectionsBlock: Block = {
  slug: 'courseSections',
  interfaceName: 'CourseSectionsBlock',
  labels: { singular: 'Course sections', plural: 'Course sections' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160, defaultValue: 'Sections' },
    {
      name: 'programme',
      type: 'select',
      required: true,
      options: PROGRAMMES.map(({ key, title }) => ({ value: key, label: title })),
      admin: { description: 'Whose sections: they come from the course data, as published.' },
    },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}
