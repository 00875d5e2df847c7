/** Navigation rules of spec §3 and §9 that do not depend on the CMS. */

/** spec §9: the navigation tree is at most 3 levels deep. */
export const NAVIGATION_MAX_LEVELS = 3

export const NAVIGATION_ITEM_TYPES = ['External_Link', 'Internal_Link', 'Group', 'SectionLabel'] as const
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number]

export type GaParam = { name?: string | null; value?: string | null }

export type NavigationItem = {
  id: string
  title: string
  type: NavigationItemType
  path: string | null
  externalLink: string | null
  openInNewWindow: boolean
  isVisible: boolean
  terminalNode: boolean
  columnStart: boolean
  isSeparator: boolean
  gaEventName: string | null
  gaParams: { name: string; value: string }[]
  children: NavigationItem[]
}

/**
 * A navigation item for the header's client code, defaults left out: they were half the tree's 20 KB in every page (docs/decisions/0074);
 * without its stored id, which only the header's own state and keys use (docs/decisions/0140); each field under a one-letter name
 * (`PACKED_KEYS`), and a path beside its previous sibling's folder as `~` and the rest (docs/decisions/0181).
 */
export type PackedNavigationItem = {
  t: string
  p?: string
  k?: NavigationItemType
  x?: string
  w?: boolean
  e?: boolean
  c?: boolean
  s?: boolean
  g?: string
  q?: { name: string; value: string }[]
  n?: PackedNavigationItem[]
}

/** Each packed field's one-letter name: the tree is in every page's payload, where `"title":` and `"path":` were a tenth of it (docs/decisions/0181). */
const PACKED_KEYS = {
  title: 't',
  path: 'p',
  type: 'k',
  externalLink: 'x',
  openInNewWindow: 'w',
  terminalNode: 'e',
  columnStart: 'c',
  isSeparator: 's',
  gaEventName: 'g',
  gaParams: 'q',
  children: 'n',
} as const satisfies Record<Exclude<keyof NavigationItem, 'id' | 'isVisible'>, keyof PackedNavigationItem>

/** What a packed item leaves out: every field's value when unset (a visible tree: `isVisible` is always true). */
export const NAVIGATION_DEFAULTS = {
  // Most items are links to a page of the site (docs/decisions/0150).
  type: 'Internal_Link',
  path: null,
  externalLink: null,
  openInNewWindow: false,
  isVisible: true,
  terminalNode: false,
  columnStart: false,
  isSeparator: false,
  gaEventName: null,
  gaParams: [],
} satisfies Omit<NavigationItem, 'id' | 'title' | 'children'>

type DefaultedField = keyof typeof NAVIGATION_DEFAULTS

/** Whether a field holds its default (an empty list for the parameters). */
const isDefault = (name: DefaultedField, value: unknown) => (Array.isArray(value) ? value.length === 0 : value === NAVIGATION_DEFAULTS[name])

/**
 * What a path packs to beside the path before it among its siblings: `~` and the rest when both lie in the same folder
 * (`/academics/graduate/branding` after `/academics/graduate/art-therapy` is `~branding`), else the path itself. A path of the
 * site starts with `/`, so `~` cannot be mistaken for one: a menu of programmes lost a fifth of its bytes (docs/decisions/0181).
 */
function packPath(path: string, previous: string | null): string {
  const folder = previous?.slice(0, previous.lastIndexOf('/') + 1) ?? ''
  return folder.length > 1 && path.startsWith(folder) ? `~${path.slice(folder.length)}` : path
}

function unpackPath(path: string, previous: string | null): string {
  return path.startsWith('~') && previous ? previous.slice(0, previous.lastIndexOf('/') + 1) + path.slice(1) : path
}

/** A visible tree (`visibleNavigation`) without its ids and default values, each field under its `PACKED_KEYS` name; `unpackNavigation` gives it back whole. */
export function packNavigation(items: readonly NavigationItem[]): PackedNavigationItem[] {
  let previous: string | null = null
  return items.map(({ id: _id, isVisible: _visible, title, children, ...fields }) => {
    const packed: Record<string, unknown> = { t: title }
    for (const [name, value] of Object.entries(fields) as [Exclude<DefaultedField, 'isVisible'>, unknown][])
      if (!isDefault(name, value)) packed[PACKED_KEYS[name]] = value
    if (fields.path !== null) {
      packed.p = packPath(fields.path, previous)
      previous = fields.path
    }
    if (children.length > 0) packed.n = packNavigation(children)
    return packed as PackedNavigationItem
  })
}

/** The tree `packNavigation` packed, every field back at its value; each item's id is its place in the tree (`nav-0-2`). */
export function unpackNavigation(items: readonly PackedNavigationItem[], parentId = 'nav'): NavigationItem[] {
  let previous: string | null = null
  return items.map((item, index) => {
    const id = `${parentId}-${index}`
    const fields = Object.fromEntries(
      Object.entries(PACKED_KEYS).flatMap(([name, key]) => (key in item && key !== 'n' ? [[name, item[key as keyof PackedNavigationItem]]] : [])),
    ) as Partial<NavigationItem>
    const path = item.p === undefined ? null : unpackPath(item.p, previous)
    if (path !== null) previous = path
    return { ...NAVIGATION_DEFAULTS, ...fields, title: item.t, path, id, children: unpackNavigation(item.n ?? [], id) }
  })
}

type Nested = { children?: Nested[] | null; title?: string | null }

/** How many levels a tree has: 0 for none, 1 for items without children. */
export function navigationDepth(items: readonly Nested[] | null | undefined): number {
  if (!items || items.length === 0) return 0
  return 1 + Math.max(...items.map((item) => navigationDepth(item.children)))
}

export function navigationDepthMessage(depth: number): string {
  return `The navigation may have at most ${NAVIGATION_MAX_LEVELS} levels; this one has ${depth}. Move the items of level ${NAVIGATION_MAX_LEVELS + 1} up a level or into another group.`
}

/** Only visible items reach the public; a hidden item hides its children too. */
export function visibleNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => item.isVisible).map((item) => ({ ...item, children: visibleNavigation(item.children) }))
}

/** A group or a section label (not a separator): it has an address of its own when no page has it (spec §3: page entity "navigation group"). */
export const isNavigationGroup = (item: NavigationItem) => (item.type === 'Group' || item.type === 'SectionLabel') && !item.isSeparator

/** spec §7: a navigation item's analytics event, sent only with a name and at least one parameter (as a name/value map). */
export function analyticsEvent(
  gaEventName: string | null | undefined,
  gaParams: readonly GaParam[] | null | undefined,
): { name: string; params: Record<string, string> } | null {
  const name = gaEventName?.trim()
  if (!name) return null
  const params: Record<string, string> = {}
  for (const param of gaParams ?? []) {
    const key = param.name?.trim()
    if (key) params[key] = param.value ?? ''
  }
  return Object.keys(params).length > 0 ? { name, params } : null
}

/** Each level's children in a field of its own name (shared names collide in Payload's SQL adapters); `storedToTree` gathers them as spec §3's `children`. */
export const NAVIGATION_CHILDREN_FIELD: Record<number, string> = { 1: 'children', 2: 'grandchildren' }

type Stored = { children?: Stored[] | null; grandchildren?: Stored[] | null; [field: string]: unknown }
type Tree = Omit<Stored, 'grandchildren' | 'children'> & { children?: Tree[] }

/** Stored items with every level's children under `children`, whatever the field's name. */
export function storedToTree(items: readonly Stored[]): (Tree & { children: Tree[] })[] {
  return items.map(({ grandchildren, children, ...item }) => ({ ...item, children: storedToTree([...(children ?? []), ...(grandchildren ?? [])]) }))
}

/** A tree with `children` at every level in the shape the global stores. */
export function treeToStored(items: readonly Tree[], level = 1): Stored[] {
  return items.map(({ children = [], ...item }) => {
    if (children.length === 0) return item
    // Beyond the last level the children stay where they are, for the depth check to refuse.
    const field = NAVIGATION_CHILDREN_FIELD[level] ?? 'children'
    return { ...item, [field]: treeToStored(children, level + 1) }
  })
}
