import type { Block } from 'payload'

import { canField } from '@/cms/access/checks'
import { validateWebLink } from '@/cms/fields/link'

/** spec §2 (homepage sections: notableAlumni); spec §6: editing the alumni is its own capability. */
export const NotableAlumniBlock: Block = {
  slug: 'notableAlumni',
  interfaceName: 'NotableAlumniBlock',
  labels: { singular: 'Notable alumni', plural: 'Notable alumni' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160, defaultValue: 'Notable alumni' },
    {
      name: 'alumni',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      access: { create: canField('notableAlumni'), update: canField('notableAlumni') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 120 },
            { name: 'classOf', type: 'text', maxLength: 40, admin: { description: 'e.g. BFA 1998' } },
          ],
        },
        { name: 'discipline', type: 'text', maxLength: 120, admin: { description: 'e.g. Illustrator, The New Yorker covers' } },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'url', type: 'text', validate: validateWebLink },
      ],
    },
  ],
}
