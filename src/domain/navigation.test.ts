import { describe, expect, it } from 'vitest'

import {
  NAVIGATION_ITEM_TYPES,
  NAVIGATION_MAX_LEVELS,
  type NavigationItem,
  analyticsEvent,
  navigationDepth,
  navigationDepthMessage,
  packNavigation,
  storedToTree,
  treeToStored,
  unpackNavigation,
  visibleNavigation,
} from './navigation'
import { navigationGroupPaths } from './navigation-group-paths'

function item(title: string, children: NavigationItem[] = [], isVisible = true): NavigationItem {
  return {
    id: title,
    title,
    type: 'Internal_Link',
    path: `/${title}`,
    externalLink: null,
    openInNewWindow: false,
    isVisible,
    terminalNode: children.length === 0,
    columnStart: false,
    isSeparator: false,
    gaEventName: null,
    gaParams: [],
    children,
  }
}

describe('navigation rules', () => {
  // spec §3: navigation item types
  it('knows the four item types', () => {
    expect(NAVIGATION_ITEM_TYPES).toEqual(['External_Link', 'Internal_Link', 'Group', 'SectionLabel'])
  })

  // spec §9: navigation max 3 levels
  it('allows at most 3 levels', () => {
    expect(NAVIGATION_MAX_LEVELS).toBe(3)
  })

  it('measures the depth of a tree', () => {
    expect(navigationDepth([])).toBe(0)
    expect(navigationDepth([item('a')])).toBe(1)
    expect(navigationDepth([item('a', [item('b', [item('c')])]), item('d')])).toBe(3)
    expect(navigationDepth([item('a', [item('b', [item('c', [item('d')])])])])).toBe(4)
  })

  it('explains a tree that is too deep', () => {
    expect(navigationDepthMessage(4)).toMatch(/at most 3 levels; this one has 4/)
  })

  it('gives every group and section label an address of its titles as slugs, links and separators none', () => {
    const group = (title: string, children: NavigationItem[], type: NavigationItem['type'] = 'Group') => ({ ...item(title, children), type, path: null })
    const separator = { ...group('—', [], 'SectionLabel'), isSeparator: true }
    const tree = [
      group('Academics', [group('Undergraduate', [item('bfa')], 'SectionLabel'), group('Graduate Study', [], 'SectionLabel'), separator]),
      item('Apply'),
    ]
    expect(navigationGroupPaths(tree)).toEqual(['/academics', '/academics/undergraduate', '/academics/graduate-study'])
  })

  it('drops hidden items with their children', () => {
    const tree = [item('a', [item('b', [], false), item('c')]), item('d', [item('e')], false)]
    const visible = visibleNavigation(tree)
    expect(visible.map((i) => i.title)).toEqual(['a'])
    expect(visible[0]?.children.map((i) => i.title)).toEqual(['c'])
  })

  // spec §7: analytics event only with a name and non-empty params, flattened to a map
  describe('analytics event', () => {
    it('flattens params to a name/value map', () => {
      expect(
        analyticsEvent('nav-click', [
          { name: 'section', value: 'admissions' },
          { name: 'level', value: '2' },
        ]),
      ).toEqual({ name: 'nav-click', params: { section: 'admissions', level: '2' } })
    })

    it('is not sent without a name', () => {
      expect(analyticsEvent('', [{ name: 'a', value: 'b' }])).toBeNull()
      expect(analyticsEvent(null, [{ name: 'a', value: 'b' }])).toBeNull()
    })

    it('is not sent without params', () => {
      expect(analyticsEvent('nav-click', [])).toBeNull()
      expect(analyticsEvent('nav-click', null)).toBeNull()
      expect(analyticsEvent('nav-click', [{ name: ' ', value: 'x' }])).toBeNull()
    })
  })
})

// The header's client code receives the tree without its defaults, and gets it back whole.
describe('the packed navigation', () => {
  const tree = [
    item('about', [item('history'), { ...item('apply'), type: 'External_Link', path: null, externalLink: 'https://apply.example.edu', openInNewWindow: true }]),
    {
      ...item('admissions', [{ ...item('tours'), columnStart: true, gaEventName: 'tour', gaParams: [{ name: 'where', value: 'nav' }] }]),
      type: 'Group' as const,
      path: null,
    },
    { ...item('rule'), isSeparator: true, terminalNode: false },
  ]

  it('leaves out the ids, every field at its default, and visibility', () => {
    expect(packNavigation(tree)).toEqual([
      {
        t: 'about',
        p: '/about',
        n: [
          { t: 'history', p: '/history', e: true },
          { t: 'apply', k: 'External_Link', x: 'https://apply.example.edu', w: true, e: true },
        ],
      },
      {
        t: 'admissions',
        k: 'Group',
        n: [{ t: 'tours', p: '/tours', e: true, c: true, g: 'tour', q: [{ name: 'where', value: 'nav' }] }],
      },
      { t: 'rule', p: '/rule', s: true },
    ])
  })

  it('packs a path beside its previous sibling in the same folder as `~` and the rest, and unpacks it whole', () => {
    const programmes = [
      item('academics', [
        { ...item('a'), path: '/academics/graduate/art-therapy' },
        { ...item('b'), path: '/academics/graduate/branding' },
        { ...item('c'), path: '/academics/graduate/branding?tab=graduate' },
        { ...item('d'), path: '/events' },
        { ...item('e'), path: '/faculty' },
      ]),
    ]
    const packed = packNavigation(programmes)
    expect(packed[0]!.n!.map((entry) => entry.p)).toEqual(['/academics/graduate/art-therapy', '~branding', '~branding?tab=graduate', '/events', '/faculty'])
    expect(unpackNavigation(JSON.parse(JSON.stringify(packed)))[0]!.children.map((entry) => entry.path)).toEqual(
      programmes[0]!.children.map((entry) => entry.path),
    )
  })

  it('unpacks to the very tree it was packed from, each id its place in the tree', () => {
    const placed = (items: NavigationItem[], parent = 'nav'): NavigationItem[] =>
      items.map((entry, index) => ({ ...entry, id: `${parent}-${index}`, children: placed(entry.children, `${parent}-${index}`) }))
    expect(unpackNavigation(JSON.parse(JSON.stringify(packNavigation(tree))))).toEqual(placed(tree))
  })
})

describe('the stored navigation tree', () => {
  it('keeps each level in its own field and reads them all as children', () => {
    const tree = [{ title: 'A', children: [{ title: 'B', children: [{ title: 'C' }] }] }]
    const stored = treeToStored(tree)
    expect(stored).toEqual([{ title: 'A', children: [{ title: 'B', grandchildren: [{ title: 'C' }] }] }])
    expect(storedToTree(stored)).toEqual([{ title: 'A', children: [{ title: 'B', children: [{ title: 'C', children: [] }] }] }])
  })
})
