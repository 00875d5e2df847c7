import type { Block } from 'payload'

/** Questions and answers that open one at a time or together (native <details>, no script). */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'openOneAtATime', type: 'checkbox', defaultValue: false, admin: { description: 'Opening an item closes the one that was open.' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 200 },
        { name: 'content', type: 'richText', required: true },
      ],
    },
  ],
}
