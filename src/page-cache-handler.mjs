/**
 * The page cache (issue 20): Next.js's own file-system cache, except that a page answering 404 is
 * not written unless the same address once held a page. Every distinct unknown address used to
 * leave about 366 KB on disk, so anyone could fill it; now the cache holds at most one entry per
 * page that exists (or existed) per theme, and a page that goes away is still replaced by its 404.
 * An address whose last segment is too long for a file name (a 10 KB filter value) is not written
 * either: the file system would refuse it, and Next.js would log the refusal on every visit.
 * Loaded by Next.js at run time (next.config.ts `cacheHandler`), so plain JavaScript.
 */
import { Buffer } from 'node:buffer'
import { existsSync } from 'node:fs'
import path from 'node:path'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { invalidateResponses } from './response-cache.mjs'

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** The longest file name most file systems take, less room for the longest suffix Next.js adds (`.prefetch.rsc`, `.segments`). */
const MAX_NAME_BYTES = 255 - 32

export default class PageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (Buffer.byteLength(path.basename(key)) > MAX_NAME_BYTES) return
    if (data?.kind === 'APP_PAGE' && data.status === 404 && !this.#holds(key)) return
    return super.set(key, data, ctx)
  }

  /** A revalidation (any publish) also empties the response cache in front of Next.js (docs/decisions/0071). */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    invalidateResponses()
  }

  /** Whether the address has an entry already, in memory or on disk. */
  #holds(key) {
    return Boolean(FileSystemCache.memoryCache?.has(key)) || existsSync(this.getFilePath(`${key}.html`, 'APP_PAGE'))
  }
}
