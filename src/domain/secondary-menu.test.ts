import { describe, expect, it } from 'vitest'

import {
  INITIAL_SECONDARY_MENU_STATE as initial,
  INVALID_SECONDARY_MENU_MESSAGE,
  SEARCH_FOCUS_DELAY_DESKTOP_MS,
  SEARCH_FOCUS_DELAY_MOBILE_MS,
  SEARCH_MOBILE_BREAKPOINT_PX,
  SECONDARY_MENUS,
  SEARCH_MIN_CHARACTERS,
  isSearchActive,
  type SecondaryMenu,
  type SecondaryMenuAction,
  type SecondaryMenuState,
  searchFocusDelayMs,
  secondaryMenuReducer as reduce,
} from './secondary-menu'

const DESKTOP = 1440
const MOBILE = 375
const at = (active: SecondaryMenu, extra: Partial<SecondaryMenuState> = {}): SecondaryMenuState => ({ ...initial, active, ...extra })
const select = (menu: string, viewportWidth = DESKTOP): SecondaryMenuAction => ({ type: 'select', menu, viewportWidth })

// spec §4, §8, §9
describe('secondary menu', () => {
  it('has the five states of spec §4 and the §8 message and §9 timings as constants', () => {
    expect(SECONDARY_MENUS).toEqual(['main', 'navigation', 'apply', 'search', 'getInfo'])
    expect(INVALID_SECONDARY_MENU_MESSAGE).toBe('Invalid secondary navigation type')
    expect(SEARCH_MOBILE_BREAKPOINT_PX).toBe(768)
    expect(SEARCH_FOCUS_DELAY_DESKTOP_MS).toBe(400)
    expect(SEARCH_FOCUS_DELAY_MOBILE_MS).toBe(0)
    expect(initial).toEqual({ active: 'main', openPanelId: null, query: '' })
  })

  // Every state to every state: opening one closes the others; the same again returns to main.
  for (const from of SECONDARY_MENUS) {
    for (const to of SECONDARY_MENUS) {
      const expected = from === to ? 'main' : to
      it(`select ${to} from ${from} → ${expected}`, () => {
        expect(reduce(at(from), select(to)).active).toBe(expected)
      })
    }
  }

  it('maps the mobile apply and GET INFO buttons to the same menus', () => {
    expect(reduce(initial, select('mobileApply', MOBILE)).active).toBe('apply')
    expect(reduce(initial, select('mobileGetInfo', MOBILE)).active).toBe('getInfo')
    expect(reduce(at('apply'), select('mobileApply', MOBILE)).active).toBe('main')
    expect(reduce(at('getInfo'), select('mobileGetInfo', MOBILE)).active).toBe('main')
    expect(reduce(at('apply'), select('mobileGetInfo', MOBILE)).active).toBe('getInfo')
  })

  it('throws "Invalid secondary navigation type" for an unknown menu or action', () => {
    expect(() => reduce(initial, select('cart'))).toThrow(INVALID_SECONDARY_MENU_MESSAGE)
    expect(() => reduce(initial, select('toString'))).toThrow(INVALID_SECONDARY_MENU_MESSAGE)
    expect(() => reduce(initial, { type: 'nonsense' } as unknown as SecondaryMenuAction)).toThrow(INVALID_SECONDARY_MENU_MESSAGE)
  })

  it('selecting search closes the main navigation panel above 768 px only', () => {
    const withPanel = at('main', { openPanelId: 'academics' })
    expect(reduce(withPanel, select('search', 769))).toEqual(at('search'))
    expect(reduce(withPanel, select('search', 768))).toEqual(at('search', { openPanelId: 'academics' }))
    expect(reduce(withPanel, select('apply', DESKTOP)).openPanelId).toBe('academics')
  })

  it('focuses the search box after 400 ms on desktop and at once on mobile', () => {
    expect(searchFocusDelayMs(DESKTOP)).toBe(400)
    expect(searchFocusDelayMs(769)).toBe(400)
    expect(searchFocusDelayMs(768)).toBe(0)
    expect(searchFocusDelayMs(MOBILE)).toBe(0)
  })

  it('opens one navigation panel at a time, and the same item again closes it', () => {
    const open = reduce(initial, { type: 'openPanel', id: 'a' })
    expect(open.openPanelId).toBe('a')
    expect(reduce(open, { type: 'openPanel', id: 'b' }).openPanelId).toBe('b')
    expect(reduce(open, { type: 'openPanel', id: 'a' }).openPanelId).toBeNull()
    expect(reduce(open, { type: 'closePanel' }).openPanelId).toBeNull()
    expect(reduce(initial, { type: 'closePanel' })).toBe(initial)
  })

  // spec §2: panels close on Escape; spec §4: Escape closes the apply menu.
  it('Escape closes an open panel first, then the apply menu or GET INFO, and nothing else', () => {
    expect(reduce(at('apply', { openPanelId: 'a' }), { type: 'escape' })).toEqual(at('apply'))
    expect(reduce(at('apply'), { type: 'escape' })).toEqual(at('main'))
    expect(reduce(at('getInfo'), { type: 'escape' })).toEqual(at('main'))
    for (const menu of ['main', 'navigation', 'search'] as const) {
      expect(reduce(at(menu), { type: 'escape' }).active).toBe(menu)
    }
  })

  it('a route change closes apply, GET INFO, the mobile navigation and any panel, and keeps search', () => {
    expect(reduce(at('apply'), { type: 'routeChange' }).active).toBe('main')
    expect(reduce(at('getInfo'), { type: 'routeChange' }).active).toBe('main')
    expect(reduce(at('navigation'), { type: 'routeChange' }).active).toBe('main')
    expect(reduce(at('search', { query: 'paint' }), { type: 'routeChange' })).toEqual(at('search', { query: 'paint' }))
    expect(reduce(at('main', { openPanelId: 'a' }), { type: 'routeChange' }).openPanelId).toBeNull()
  })

  it('leaving search clears the query, however it is left', () => {
    const searching = reduce(reduce(initial, select('search')), { type: 'query', query: 'sculpture' })
    expect(searching).toEqual(at('search', { query: 'sculpture' }))
    expect(reduce(searching, { type: 'leaveSearch' })).toEqual(at('main'))
    expect(reduce(searching, select('search'))).toEqual(at('main'))
    expect(reduce(searching, select('apply'))).toEqual(at('apply'))
    expect(reduce(at('main', { query: 'x' }), { type: 'leaveSearch' })).toEqual(at('main'))
  })

  it('search is active from 3 non-blank characters (spec §4, §9)', () => {
    expect(SEARCH_MIN_CHARACTERS).toBe(3)
    expect(isSearchActive('ab')).toBe(false)
    expect(isSearchActive(' a b ')).toBe(false)
    expect(isSearchActive('a b c')).toBe(true)
    expect(isSearchActive('art')).toBe(true)
  })
})
