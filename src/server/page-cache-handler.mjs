/**
 * Next.js's file-system page cache, except that a 404 is written only where a page once was (decision 0062),
 * and with REDIS_URL each revalidated tag is replayed on every other instance (decision 0067). Loaded at run time: plain JavaScript.
 */
import { Buffer } from 'node:buffer'
import { existsSync } from 'node:fs'
import path from 'node:path'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { contentGeneration, markRevalidationsHeard, notifyTagsRevalidated } from './revalidation-listeners.mjs'
import { SharedRevalidation } from './shared-revalidation.mjs'

/** @typedef {import('next/dist/server/lib/incremental-cache/file-system-cache').default} NextFileSystemCache */

/** @type {typeof fileSystemCache} */
const FileSystemCache = /** @type {{ default?: typeof fileSystemCache }} */ (/** @type {unknown} */ (fileSystemCache)).default ?? fileSystemCache
/**
 * The private parts of Next's cache that `#holds` reads (file-system-cache.js).
 * @typedef {{ memoryCache?: { has(key: string): boolean } }} FileSystemCacheStatics
 * @typedef {{ getFilePath(pathname: string, kind: string): string }} FileSystemCacheInternals
 */

/** The longest file name most file systems take, less room for the longest suffix Next.js adds (`.prefetch.rsc`, `.segments`). */
const MAX_NAME_BYTES = 255 - 32

/** Redis keys and channels start with it, so that several sites (or test runs) can share one Redis. */
const DEFAULT_REDIS_PREFIX = 'college:'

const SHARED = Symbol.for('college.shared-revalidation')

// Next.js makes a cache handler per request, so the link to the other instances hangs on `globalThis`.
// Remote tags go through Next's own revalidateTag, which marks them in the tags manifest every read checks.
function sharedRevalidation() {
  const url = process.env.REDIS_URL?.trim()
  if (!url) return null
  const globals = /** @type {Record<symbol, SharedRevalidation | undefined>} */ (/** @type {unknown} */ (globalThis))
  globals[SHARED] ??= new SharedRevalidation({
    url,
    prefix: process.env.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX,
    apply: (tags) => FileSystemCache.prototype.revalidateTag.call(null, tags),
  })
  return globals[SHARED]
}

export default class PageCache extends FileSystemCache {
  /** The content generation when this request began (Next.js makes a handler per request), before anything it renders was read. */
  #generation

  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    // An instance may keep its pages apart from the build it shares with others on one machine.
    const ownDir = process.env.PAGE_CACHE_DIR?.trim()
    super(ownDir ? { ...ctx, serverDistDir: path.join(path.resolve(ownDir), 'server') } : ctx)
    // Every revalidation of this process passes through here from now on: what is kept under the content generation may be kept.
    markRevalidationsHeard()
    this.#generation = contentGeneration()
    // Listening from the first request on (the connections never hold a process open: a build with REDIS_URL set still ends).
    sharedRevalidation()
  }

  /**
   * Shared across instances; nothing else belongs in this method.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    notifyTagsRevalidated(list)
    await sharedRevalidation()?.publish(list)
  }

  /**
   * @param {string} key
   * @param {{ kind?: unknown, status?: number } | null} data Next's `IncrementalCacheValue`, as far as this reads it.
   * @param {Parameters<NextFileSystemCache['set']>[2]} ctx
   */
  async set(key, data, ctx) {
    // Content changed while this request rendered: what it read may be older than the change, yet Next would date it now,
    // after the revalidation, and keep it as fresh (decision 0165).
    if (contentGeneration() !== this.#generation) return
    if (Buffer.byteLength(path.basename(key)) > MAX_NAME_BYTES) return
    if (data?.kind === 'APP_PAGE' && data.status === 404 && !this.#holds(key)) return
    return super.set(key, /** @type {Parameters<NextFileSystemCache['set']>[1]} */ (data), ctx)
  }

  // Whether the address has an entry already, in memory or on disk.
  /** @param {string} key */
  #holds(key) {
    const statics = /** @type {FileSystemCacheStatics} */ (/** @type {unknown} */ (FileSystemCache))
    return (
      Boolean(statics.memoryCache?.has(key)) ||
      existsSync(/** @type {FileSystemCacheInternals} */ (/** @type {unknown} */ (this)).getFilePath(`${key}.html`, 'APP_PAGE'))
    )
  }
}
