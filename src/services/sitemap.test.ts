import { describe, expect, it } from 'vitest'

import { type SitemapSource, sitemapEntries } from './sitemap'

/** A source that answers `paths` after a turn of the event loop, counting how many sources run at once. */
function countingSource(paths: string[], running: { now: number; most: number }, lastModified?: string): SitemapSource {
  return async () => {
    running.now += 1
    running.most = Math.max(running.most, running.now)
    await new Promise((resolve) => setTimeout(resolve, 1))
    running.now -= 1
    return paths.map((path) => ({ path, ...(lastModified ? { lastModified } : {}) }))
  }
}

// Decision 0163: each source reads a whole kind of content; side by side their reads' heaps added up on the large seed.
describe('the sitemap of its sources', () => {
  it('runs its sources one after another, never two at once', async () => {
    const running = { now: 0, most: 0 }
    await sitemapEntries([countingSource(['/a'], running), countingSource(['/b'], running), countingSource(['/c'], running)])
    expect(running.most).toBe(1)
  })

  it('keeps every path once, in the order of its sources, the first one winning with the newest date', async () => {
    const running = { now: 0, most: 0 }
    const entries = await sitemapEntries([
      countingSource(['/a', '/b'], running, '2026-01-01T00:00:00.000Z'),
      countingSource(['/b', '/c'], running, '2026-03-01T00:00:00.000Z'),
    ])
    expect(entries).toEqual([
      { path: '/a', lastModified: '2026-01-01T00:00:00.000Z' },
      { path: '/b', lastModified: '2026-03-01T00:00:00.000Z' },
      { path: '/c', lastModified: '2026-03-01T00:00:00.000Z' },
    ])
  })
})
