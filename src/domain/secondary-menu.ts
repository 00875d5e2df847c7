/** The header's secondary-menu state machine of spec §4: one menu active at a time; `openPanelId` is the desktop panel open. */

export const SECONDARY_MENUS = ['main', 'navigation', 'apply', 'search', 'getInfo'] as const
export type SecondaryMenu = (typeof SECONDARY_MENUS)[number]

/** spec §4: the mobile buttons ask for the same menus as the desktop ones. */
const REQUEST_TO_MENU: Record<string, SecondaryMenu> = {
  main: 'main',
  navigation: 'navigation',
  apply: 'apply',
  mobileApply: 'apply',
  search: 'search',
  getInfo: 'getInfo',
  mobileGetInfo: 'getInfo',
}

/** spec §8 */
export const INVALID_SECONDARY_MENU_MESSAGE = 'Invalid secondary navigation type'
/** spec §9: above this width, selecting search closes the main navigation. */
export const SEARCH_MOBILE_BREAKPOINT_PX = 768
/** spec §9: the search box takes focus this long after search opens. */
export const SEARCH_FOCUS_DELAY_DESKTOP_MS = 400
export const SEARCH_FOCUS_DELAY_MOBILE_MS = 0

/** spec §4, §9: search is active once the query has this many non-blank characters. */
export const SEARCH_MIN_CHARACTERS = 3

/** spec §2: the query parameter that mirrors the search box. */
export const SEARCH_QUERY_PARAMETER = 'search'

/** spec §2: the page's `?search=` query, or null. Here, so the header's first-load code holds none of search.ts. */
export function searchFromAddress(search: string): string | null {
  const query = new URLSearchParams(search).get(SEARCH_QUERY_PARAMETER)
  return query && query.trim() ? query : null
}

export function isSearchActive(query: string): boolean {
  return query.replace(/\s/g, '').length >= SEARCH_MIN_CHARACTERS
}

export type SecondaryMenuState = { active: SecondaryMenu; openPanelId: string | null; query: string }

export type SecondaryMenuAction =
  | { type: 'select'; menu: string; viewportWidth: number }
  | { type: 'openPanel'; id: string }
  | { type: 'closePanel' }
  | { type: 'escape' }
  | { type: 'routeChange' }
  | { type: 'query'; query: string }
  | { type: 'leaveSearch' }

export const INITIAL_SECONDARY_MENU_STATE: SecondaryMenuState = { active: 'main', openPanelId: null, query: '' }

function menuFor(request: string): SecondaryMenu {
  const menu = Object.hasOwn(REQUEST_TO_MENU, request) ? REQUEST_TO_MENU[request] : undefined
  if (!menu) throw new Error(INVALID_SECONDARY_MENU_MESSAGE)
  return menu
}

export function searchFocusDelayMs(viewportWidth: number): number {
  return viewportWidth > SEARCH_MOBILE_BREAKPOINT_PX ? SEARCH_FOCUS_DELAY_DESKTOP_MS : SEARCH_FOCUS_DELAY_MOBILE_MS
}

/** Leaving search clears its query (spec §4); the page and footer show again with `active` no longer search. */
function activate(state: SecondaryMenuState, active: SecondaryMenu): SecondaryMenuState {
  return { ...state, active, query: active === 'search' ? state.query : '' }
}

export function secondaryMenuReducer(state: SecondaryMenuState, action: SecondaryMenuAction): SecondaryMenuState {
  switch (action.type) {
    case 'select': {
      const requested = menuFor(action.menu)
      // Choosing the active menu again returns to main; opening one closes the others.
      const next = activate(state, requested === state.active ? 'main' : requested)
      if (next.active === 'search' && action.viewportWidth > SEARCH_MOBILE_BREAKPOINT_PX) return { ...next, openPanelId: null }
      return next
    }
    case 'openPanel':
      return { ...state, openPanelId: state.openPanelId === action.id ? null : action.id }
    case 'closePanel':
      return state.openPanelId === null ? state : { ...state, openPanelId: null }
    case 'escape':
      // Escape closes the open panel first, then the apply menu or the GET INFO panel (spec §2, §4).
      if (state.openPanelId !== null) return { ...state, openPanelId: null }
      return state.active === 'apply' || state.active === 'getInfo' ? activate(state, 'main') : state
    case 'routeChange': {
      const closed = state.active === 'apply' || state.active === 'getInfo' || state.active === 'navigation'
      return { ...(closed ? activate(state, 'main') : state), openPanelId: null }
    }
    case 'query':
      return { ...state, query: action.query }
    case 'leaveSearch':
      return state.active === 'search' ? activate(state, 'main') : { ...state, query: '' }
    default:
      throw new Error(INVALID_SECONDARY_MENU_MESSAGE)
  }
}
