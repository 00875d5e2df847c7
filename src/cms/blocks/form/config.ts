import type { Block } from 'payload'

/** spec §3 (the forms block type): a form built in the back office, placed on a content page. */
export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: { description: 'Sent forms land in Forms → Form submissions, as from the form’s own page.' },
    },
  ],
}
