import { describe, expect, it } from 'vitest'

import { type BlockRow, DEFAULT_BLOCK_PRIVILEGES, brokenBlockPrivilege, offeredBlocks } from './block-privileges'

// spec §6: add privileges to blocks, advanced page section, VAP blocks
const privileges = [
  { block: 'tabs', capability: 'advancedPageSection' },
  { block: 'stats', capability: 'vapBlocks' },
]
const holdsNothing = () => false
const tabs: BlockRow = { blockType: 'tabs', id: 't1', tabs: [{ label: 'One', text: 'First' }] }
const copy: BlockRow = { blockType: 'bodyCopy', id: 'c1', text: 'Hello' }

describe('brokenBlockPrivilege', () => {
  it('lets anyone change the blocks that take no capability', () => {
    expect(brokenBlockPrivilege([copy, tabs], [{ ...copy, text: 'Changed' }, tabs], privileges, holdsNothing)).toBeNull()
  })

  it('refuses adding, removing or changing a privileged block without its capability', () => {
    expect(brokenBlockPrivilege([copy], [copy, tabs], privileges, holdsNothing)).toEqual(privileges[0])
    expect(brokenBlockPrivilege([copy, tabs], [copy], privileges, holdsNothing)).toEqual(privileges[0])
    expect(brokenBlockPrivilege([tabs], [{ ...tabs, tabs: [{ label: 'One', text: 'Other' }] }], privileges, holdsNothing)).toEqual(privileges[0])
  })

  it('allows it with the capability', () => {
    expect(brokenBlockPrivilege([copy], [copy, tabs], privileges, (capability) => capability === 'advancedPageSection')).toBeNull()
  })

  it('does not count empty values or populated relations as changes', () => {
    const stored: BlockRow = { blockType: 'stats', id: 's1', blockName: null, items: [], image: { id: 7, url: '/x.png', updatedAt: '2026-01-01' } }
    const sent: BlockRow = { blockType: 'stats', id: 's1', image: 7, note: '' }
    expect(brokenBlockPrivilege([stored], [sent], privileges, holdsNothing)).toBeNull()
  })
})

describe('offeredBlocks', () => {
  const all = ['bodyCopy', 'tabs', 'stats']

  it('withholds the privileged blocks a writer lacks, unless the document already has one', () => {
    expect(offeredBlocks(all, [copy], privileges, holdsNothing)).toEqual(['bodyCopy'])
    expect(offeredBlocks(all, [tabs], privileges, holdsNothing)).toEqual(['bodyCopy', 'tabs'])
    expect(offeredBlocks(all, [], privileges, () => true)).toEqual(all)
  })

  it('starts with the advanced page sections and the VAP display blocks', () => {
    expect(new Set(DEFAULT_BLOCK_PRIVILEGES.map((privilege) => privilege.capability))).toEqual(new Set(['advancedPageSection', 'vapBlocks']))
  })
})
