import { describe, expect, it } from 'vitest'

import { listPages, newest, tally, withLastModified } from './sitemap'

describe('sitemap rules', () => {
  it('finds the newest of some timestamps, whatever their order or gaps', () => {
    expect(newest(['2026-01-02T00:00:00.000Z', undefined, '2026-03-01T00:00:00.000Z', null, '2025-12-31T00:00:00.000Z'])).toBe('2026-03-01T00:00:00.000Z')
    expect(newest([])).toBeUndefined()
    expect(newest([null, ''])).toBeUndefined()
  })

  it('lists every page of a list, page 1 even when it is empty', () => {
    const pathOf = (page: number) => (page > 1 ? `/in-the-news/page/${page}` : '/in-the-news')
    expect(listPages(pathOf, 25, 10, 'd').map(({ path }) => path)).toEqual(['/in-the-news', '/in-the-news/page/2', '/in-the-news/page/3'])
    expect(listPages(pathOf, 20, 10, 'd').map(({ path }) => path)).toEqual(['/in-the-news', '/in-the-news/page/2'])
    expect(listPages(pathOf, 0, 10, 'd')).toEqual([{ path: '/in-the-news', updatedAt: 'd' }])
  })

  it('counts the items of each key and keeps their newest change, an item counted once per key', () => {
    const tallies = tally([
      { keys: [1, 2], updatedAt: '2026-01-01T00:00:00.000Z' },
      { keys: [2, 2], updatedAt: '2026-02-01T00:00:00.000Z' },
      { keys: [], updatedAt: '2027-01-01T00:00:00.000Z' },
    ])
    expect(Object.fromEntries(tallies)).toEqual({
      1: { count: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
      2: { count: 2, updatedAt: '2026-02-01T00:00:00.000Z' },
    })
  })

  it('dates an index by the newest entry below it, a filtered view by its list, the home page by the whole site, the rest by the fallback', () => {
    const entries = [
      { path: '/' },
      { path: '/events' },
      { path: '/events?type=Talk' },
      { path: '/events/open-house', lastModified: '2026-05-01T00:00:00.000Z' },
      { path: '/events/senior-show/ana', lastModified: '2026-06-01T00:00:00.000Z' },
      { path: '/eventsx', lastModified: '2026-09-01T00:00:00.000Z' },
      { path: '/subscribe' },
    ]
    expect(Object.fromEntries(withLastModified(entries, 'started').map(({ path, lastModified }) => [path, lastModified]))).toEqual({
      '/': '2026-09-01T00:00:00.000Z',
      '/events': '2026-06-01T00:00:00.000Z',
      '/events?type=Talk': '2026-06-01T00:00:00.000Z',
      '/events/open-house': '2026-05-01T00:00:00.000Z',
      '/events/senior-show/ana': '2026-06-01T00:00:00.000Z',
      '/eventsx': '2026-09-01T00:00:00.000Z',
      '/subscribe': 'started',
    })
  })
})
