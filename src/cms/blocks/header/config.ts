import type { Block } from 'payload'

/** A section heading: a short kicker, the heading, an optional line below, and an anchor for links. */
export const HeaderBlock: Block = {
  slug: 'header',
  interfaceName: 'HeaderBlock',
  labels: { singular: 'Header', plural: 'Headers' },
  fields: [
    { name: 'kicker', type: 'text', maxLength: 60, admin: { description: 'A few words above the heading, e.g. “Step 2”.' } },
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          type: 'select',
          defaultValue: '2',
          options: [
            { label: 'Section (h2)', value: '2' },
            { label: 'Subsection (h3)', value: '3' },
          ],
        },
        {
          name: 'anchor',
          type: 'text',
          maxLength: 60,
          admin: { description: 'Lets a link jump here: /page#anchor. Lower-case letters, digits and dashes.' },
          validate: (value: string | null | undefined) =>
            !value || /^[a-z][a-z0-9-]*$/.test(value) ? true : 'Use lower-case letters, digits and dashes, starting with a letter.',
        },
      ],
    },
    { name: 'text', type: 'textarea', maxLength: 400 },
  ],
}
