/** How a navigation panel lays out its items: the text-shrink and column rules of spec §9. */
import type { NavigationItem } from './navigation'

/** spec §9: a plain list of links shrinks its text above this many items. */
export const SHRINK_LIST_ABOVE_ITEMS = 12
/** spec §9: a section shrinks its text above this many children. */
export const SHRINK_SECTION_ABOVE_CHILDREN = 14
/** spec §9: a panel takes three columns above this many items in all… */
export const THREE_COLUMNS_ABOVE_TOTAL = 21
/** …or with this many column breaks… */
export const THREE_COLUMNS_AT_COLUMN_BREAKS = 2
/** …or above this many items with one column break. */
export const THREE_COLUMNS_ABOVE_TOTAL_WITH_ONE_BREAK = 7

export type PanelLayout = {
  /** Three columns instead of two. */
  threeColumns: boolean
  /** The panel's direct links (those without children) in smaller text. */
  shrinkList: boolean
  /** Per section (a child with children of its own), by id: smaller text. */
  shrinkSections: Record<string, boolean>
  /** The children split where an item starts a new column. */
  columns: NavigationItem[][]
}

/** The layout of the panel that a top-level item opens. */
export function panelLayout(top: NavigationItem): PanelLayout {
  const children = top.children
  const total = children.reduce((sum, child) => sum + 1 + child.children.length, 0)
  const breaks = children.filter((child, index) => child.columnStart && index > 0).length
  const listItems = children.filter((child) => child.children.length === 0).length
  const shrinkSections: Record<string, boolean> = {}
  for (const child of children) {
    if (child.children.length > 0) shrinkSections[child.id] = child.children.length > SHRINK_SECTION_ABOVE_CHILDREN
  }
  return {
    threeColumns:
      total > THREE_COLUMNS_ABOVE_TOTAL || breaks >= THREE_COLUMNS_AT_COLUMN_BREAKS || (breaks === 1 && total > THREE_COLUMNS_ABOVE_TOTAL_WITH_ONE_BREAK),
    shrinkList: listItems > SHRINK_LIST_ABOVE_ITEMS,
    shrinkSections,
    columns: splitColumns(children),
  }
}

function splitColumns(children: readonly NavigationItem[]): NavigationItem[][] {
  const columns: NavigationItem[][] = []
  for (const child of children) {
    if (columns.length === 0 || child.columnStart) columns.push([])
    columns.at(-1)!.push(child)
  }
  return columns
}
