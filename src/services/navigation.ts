import { storedToTree } from '@/domain/navigation'
import { type NavigationItem, type NavigationItemType, visibleNavigation } from '@/domain/navigation'

import { cms } from './cms'
import { keptUntilChange } from './content-version'

type StoredItem = {
  id?: string | null
  title: string
  type: NavigationItemType
  path?: string | null
  externalLink?: string | null
  openInNewWindow?: boolean | null
  isVisible?: boolean | null
  terminalNode?: boolean | null
  columnStart?: boolean | null
  isSeparator?: boolean | null
  gaEventName?: string | null
  gaParams?: { name: string; value?: string | null }[] | null
  children?: StoredItem[] | null
}

function toItem(stored: StoredItem): NavigationItem {
  return {
    id: stored.id ?? '',
    title: stored.title,
    type: stored.type,
    path: stored.type === 'Internal_Link' ? (stored.path ?? null) : null,
    externalLink: stored.type === 'External_Link' ? (stored.externalLink ?? null) : null,
    openInNewWindow: Boolean(stored.openInNewWindow),
    isVisible: stored.isVisible !== false,
    terminalNode: Boolean(stored.terminalNode),
    columnStart: Boolean(stored.columnStart),
    isSeparator: Boolean(stored.isSeparator),
    gaEventName: stored.gaEventName || null,
    gaParams: (stored.gaParams ?? []).map(({ name, value }) => ({ name, value: value ?? '' })),
    children: (stored.children ?? []).map(toItem),
  }
}

/** The published navigation, read once per content change: every render and the 404 page need it (docs/decisions/0073). */
const storedNavigation = keptUntilChange(async () => (await cms()).findGlobal({ slug: 'navigation', depth: 0, overrideAccess: false }), 'navigation')

/** The public navigation tree (spec §3): visible items only, every item field of the spec. */
export async function getNavigationTree(): Promise<NavigationItem[]> {
  const doc = await storedNavigation()
  return visibleNavigation((storedToTree(doc.items ?? []) as StoredItem[]).map(toItem))
}
