import type { Block } from 'payload'

/**
 * spec §2: the exhibitions grid placed among a page's blocks (a page can also place it at its top,
 * middle or bottom with its "Exhibitions grid" setting).
 */
export const ExhibitionsGridBlock: Block = {
  slug: 'exhibitionsGrid',
  interfaceName: 'ExhibitionsGridBlock',
  labels: { singular: 'Exhibitions grid', plural: 'Exhibitions grids' },
  fields: [{ name: 'heading', type: 'text', maxLength: 160, defaultValue: 'Exhibitions' }],
}
