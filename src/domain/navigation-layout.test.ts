import { describe, expect, it } from 'vitest'

import { NAVIGATION_DEFAULTS, type NavigationItem } from './navigation'
import {
  SHRINK_LIST_ABOVE_ITEMS,
  SHRINK_SECTION_ABOVE_CHILDREN,
  THREE_COLUMNS_ABOVE_TOTAL,
  THREE_COLUMNS_ABOVE_TOTAL_WITH_ONE_BREAK,
  THREE_COLUMNS_AT_COLUMN_BREAKS,
  panelLayout,
} from './navigation-layout'

let next = 0
function item(overrides: Partial<NavigationItem> = {}): NavigationItem {
  next += 1
  return {
    id: `n${next}`,
    title: `Item ${next}`,
    ...NAVIGATION_DEFAULTS,
    path: `/p${next}`,
    children: [],
    ...overrides,
  }
}
const links = (count: number) => Array.from({ length: count }, () => item())
const top = (children: NavigationItem[]) => item({ type: 'Group', path: null, children })
const section = (count: number, overrides: Partial<NavigationItem> = {}) => item({ type: 'SectionLabel', path: null, children: links(count), ...overrides })

// spec §9
describe('navigation panel layout', () => {
  it('uses the numbers of spec §9', () => {
    expect(SHRINK_LIST_ABOVE_ITEMS).toBe(12)
    expect(SHRINK_SECTION_ABOVE_CHILDREN).toBe(14)
    expect(THREE_COLUMNS_ABOVE_TOTAL).toBe(21)
    expect(THREE_COLUMNS_AT_COLUMN_BREAKS).toBe(2)
    expect(THREE_COLUMNS_ABOVE_TOTAL_WITH_ONE_BREAK).toBe(7)
  })

  it('shrinks a list above 12 items, not at 12', () => {
    expect(panelLayout(top(links(12))).shrinkList).toBe(false)
    expect(panelLayout(top(links(13))).shrinkList).toBe(true)
  })

  it('shrinks a section above 14 children, not at 14, each section on its own', () => {
    const small = section(14)
    const big = section(15)
    expect(panelLayout(top([small, big])).shrinkSections).toEqual({ [small.id]: false, [big.id]: true })
  })

  it('takes three columns when the total exceeds 21, counting sections and their children', () => {
    expect(panelLayout(top(links(21))).threeColumns).toBe(false)
    expect(panelLayout(top(links(22))).threeColumns).toBe(true)
    expect(panelLayout(top([section(10), section(9)])).threeColumns).toBe(false) // 2 labels + 19 links = 21
    expect(panelLayout(top([section(10), section(10)])).threeColumns).toBe(true) // 2 labels + 20 links = 22
  })

  it('takes three columns with 2 column breaks, however few items', () => {
    const children = [item(), item({ columnStart: true }), item({ columnStart: true })]
    expect(panelLayout(top(children)).threeColumns).toBe(true)
    expect(panelLayout(top(children)).columns.map((column) => column.length)).toEqual([1, 1, 1])
  })

  it('takes three columns with one break above 7 items, not at 7', () => {
    const seven = [...links(4), item({ columnStart: true }), ...links(2)]
    expect(panelLayout(top(seven)).threeColumns).toBe(false)
    const eight = [...seven, item()]
    expect(panelLayout(top(eight)).threeColumns).toBe(true)
  })

  it('does not count a column start on the first item as a break', () => {
    const children = [item({ columnStart: true }), ...links(6), item({ columnStart: true })]
    expect(panelLayout(top(children)).threeColumns).toBe(true) // 8 items, one real break
    expect(panelLayout(top(children)).columns.map((column) => column.length)).toEqual([7, 1])
  })
})
