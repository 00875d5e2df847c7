/**
 * The page cache (issue 20): Next.js's own file-system cache, except that a page answering 404 is
 * not written unless the same address once held a page. Every distinct unknown address used to
 * leave about 366 KB on disk, so anyone could fill it; now the cache holds at most one entry per
 * page that exists (or existed) per theme, and a page that goes away is still replaced by its 404.
 * An address whose last segment is too long for a file name (a 10 KB filter value) is not written
 * either: the file system would refuse it, and Next.js would log the refusal on every visit.
 *
 * With REDIS_URL set, a tag revalidated here (every publish revalidates `/` as a layout) is replayed
 * on every other instance, and theirs here (shared-revalidation.mjs, docs/decisions/0067): each
 * instance keeps its own cache, so a hit costs what it did, and none serves a page older than the
 * latest publish on any of them. Without REDIS_URL nothing is shared.
 * Loaded by Next.js at run time (next.config.ts `cacheHandler`), so plain JavaScript.
 */
import { Buffer } from 'node:buffer'
import { existsSync } from 'node:fs'
import path from 'node:path'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { markRevalidationsHeard, notifyTagsRevalidated } from './revalidation-listeners.mjs'
import { SharedRevalidation } from './shared-revalidation.mjs'

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** The longest file name most file systems take, less room for the longest suffix Next.js adds (`.prefetch.rsc`, `.segments`). */
const MAX_NAME_BYTES = 255 - 32

/** Redis keys and channels start with it, so that several sites (or test runs) can share one Redis. */
const DEFAULT_REDIS_PREFIX = 'college:'

const SHARED = Symbol.for('college.shared-revalidation')

/**
 * The instance's one link to the others, made on first use. Next.js makes a cache handler per
 * request, so it hangs on `globalThis`. Remote tags go through Next's own revalidateTag: it marks
 * them in the tags manifest that every cache read of this process checks.
 */
function sharedRevalidation() {
  const url = process.env.REDIS_URL?.trim()
  if (!url) return null
  globalThis[SHARED] ??= new SharedRevalidation({
    url,
    prefix: process.env.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX,
    apply: (tags) => FileSystemCache.prototype.revalidateTag.call(null, tags),
  })
  return globalThis[SHARED]
}

export default class PageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    // Every revalidation of this process passes through here from now on: what is kept under the content generation may be kept.
    markRevalidationsHeard()
    // Listening from the first request on (the connections never hold a process open: a build with REDIS_URL set still ends).
    sharedRevalidation()
  }

  // --- Revalidation shared across instances (issue 21); nothing else belongs in this method. ---
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    notifyTagsRevalidated(list)
    await sharedRevalidation()?.publish(list)
  }

  // --- What is written to the page cache (issue 20). ---
  async set(key, data, ctx) {
    if (Buffer.byteLength(path.basename(key)) > MAX_NAME_BYTES) return
    if (data?.kind === 'APP_PAGE' && data.status === 404 && !this.#holds(key)) return
    return super.set(key, data, ctx)
  }

  /** Whether the address has an entry already, in memory or on disk. */
  #holds(key) {
    return Boolean(FileSystemCache.memoryCache?.has(key)) || existsSync(this.getFilePath(`${key}.html`, 'APP_PAGE'))
  }
}
