import type { Block } from 'payload'

/** spec §4 (toggle buttons): each reveals what it hides; once all are revealed, the closing message shows. */
export const ToggleButtonsBlock: Block = {
  slug: 'toggleButtons',
  interfaceName: 'ToggleButtonsBlock',
  labels: { singular: 'Toggle buttons', plural: 'Toggle buttons' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 12,
      labels: { singular: 'Button', plural: 'Buttons' },
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 60 },
        { name: 'content', type: 'richText', required: true },
      ],
    },
    { name: 'allClickedMessage', type: 'richText', admin: { description: 'Shown once every button has been clicked.' } },
  ],
}
