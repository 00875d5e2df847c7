import type { Block } from 'payload'

/** A data table with a caption, a header row and rows of cells. */
export const TableBlock: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Table', plural: 'Tables' },
  fields: [
    { name: 'caption', type: 'text', required: true, maxLength: 200, admin: { description: 'Says what the table shows; read first by screen readers.' } },
    { name: 'rowHeaders', type: 'checkbox', defaultValue: false, admin: { description: 'The first cell of each row names the row.' } },
    { name: 'columns', type: 'array', required: true, minRows: 1, maxRows: 12, fields: [{ name: 'label', type: 'text', required: true, maxLength: 80 }] },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 200,
      admin: { initCollapsed: true },
      fields: [{ name: 'cells', type: 'array', maxRows: 12, fields: [{ name: 'text', type: 'text', maxLength: 400 }] }],
    },
  ],
}
