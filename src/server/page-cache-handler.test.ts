import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import PageCache from './page-cache-handler.mjs'
import { contentGeneration, notifyTagsRevalidated } from './revalidation-listeners.mjs'

/** A page as Next.js hands it to the cache: its HTML, its RSC payload and its status. */
const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: '<!DOCTYPE html><p>page</p>',
  rscData: Buffer.from('0:{}'),
  headers: {},
  postponed: undefined,
  status,
})
const context = { cacheControl: { revalidate: 3600, expire: undefined }, isRoutePPREnabled: false, isFallback: false }
const options = (dir: string) => ({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [], _requestHeaders: {} })

// The kept answers last until content changes only in a process that hears every revalidation (docs/decisions/0073),
// which loading this handler marks; lose the mark and every read goes to the database.
describe('loading the page cache', () => {
  it('makes the process hear revalidations: one content generation until the next revalidation', () => {
    expect(contentGeneration()).toBeNull()
    const dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
    try {
      new PageCache(options(dir))
      const generation = contentGeneration()
      expect(generation).toEqual(expect.any(Number))
      expect(contentGeneration()).toBe(generation)
      notifyTagsRevalidated(['_N_T_/layout'])
      expect(contentGeneration()).toBe(generation! + 1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('PAGE_CACHE_DIR', () => {
  afterEach(() => {
    delete process.env.PAGE_CACHE_DIR
  })

  it('keeps the pages and cached data of this instance in a folder of its own, apart from the build it shares', async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'page-cache-build-'))
    const own = mkdtempSync(path.join(tmpdir(), 'page-cache-own-'))
    try {
      process.env.PAGE_CACHE_DIR = own
      await new PageCache(options(path.join(build, 'server'))).set('/light/about', page(200), context)
      expect(existsSync(path.join(own, 'server/app/light/about.html'))).toBe(true)
      expect(existsSync(path.join(build, 'server'))).toBe(false)
    } finally {
      rmSync(build, { recursive: true, force: true })
      rmSync(own, { recursive: true, force: true })
    }
  })
})

// The page cache fills no disk (decision 0062), and a 10 KB filter value is no file name.
describe('the page cache', () => {
  let dir: string
  let cache: InstanceType<typeof PageCache>
  const written = () => (existsSync(path.join(dir, 'app')) ? readdirSync(path.join(dir, 'app'), { recursive: true }).map(String) : [])

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
    cache = new PageCache(options(dir))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('writes a page that exists', async () => {
    await cache.set('/light/about', page(200), context)
    expect(existsSync(path.join(dir, 'app/light/about.html'))).toBe(true)
  })

  it('writes no 404 for an address that never held a page, and replaces a page that went away with its 404', async () => {
    await cache.set('/light/no-such-page', page(404), context)
    expect(existsSync(path.join(dir, 'app/light/no-such-page.html'))).toBe(false)
    await cache.set('/light/gone', page(200), context)
    await cache.set('/light/gone', page(404), context)
    expect(JSON.parse(await nodeFs.readFile(path.join(dir, 'app/light/gone.meta'), 'utf8')).status).toBe(404)
  })

  it('writes nothing, and throws nothing, for a segment too long to be a file name', async () => {
    await cache.set(`/light/events/search/type/${'x'.repeat(10 * 1024)}`, page(200), context)
    await cache.set(`/light/${'y'.repeat(240)}`, page(200), context)
    expect(written().filter((name) => name.endsWith('.html'))).toEqual([])
  })
})

// decision 0165: Next dates a page when it is written, so a render that read the content before a publish and ended after it
// would be kept as newer than the publish, and shown until the next one.
describe('a render that a revalidation overtook', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  // A page's read, as Next.js asks for it (its kinds are a const enum, which a test cannot import).
  const pageRead = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as Parameters<InstanceType<typeof PageCache>['get']>[1]

  it('is sent but not kept: the next request renders the changed content', async () => {
    const rendering = new PageCache(options(dir))
    notifyTagsRevalidated(['_N_T_/layout'])
    await rendering.set('/light/about', page(200), context)
    expect(existsSync(path.join(dir, 'app/light/about.html'))).toBe(false)
    expect(await new PageCache(options(dir)).get('/light/about', pageRead)).toBeNull()
  })

  it('is kept when no revalidation came while it rendered', async () => {
    notifyTagsRevalidated(['_N_T_/layout'])
    await new PageCache(options(dir)).set('/light/about', page(200), context)
    expect(existsSync(path.join(dir, 'app/light/about.html'))).toBe(true)
  })
})
