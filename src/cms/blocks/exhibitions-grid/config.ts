import type { Block } from 'payload'

/** spec §2: the exhibitions grid among a page's blocks (a page's own setting can also place it top, middle or bottom). */
export const ExhibitionsGridBlock: Block = {
  slug: 'exhibitionsGrid',
  interfaceName: 'ExhibitionsGridBlock',
  labels: { singular: 'Exhibitions grid', plural: 'Exhibitions grids' },
  fields: [{ name: 'heading', type: 'text', maxLength: 160, defaultValue: 'Exhibitions' }],
}
