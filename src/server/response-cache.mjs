/**
 * The response cache in front of Next.js (decisions 0071, 0135): a fresh public page is answered again from memory until
 * content changes or the page cache's own lifetime for it ends; an `/api/v1` answer for a second, or as long as its route
 * keeps it (decision 0162); an address that names nothing gets the site's 404 page, rendered once per theme and content
 * change (decision 0136). Staff, previews and Next's navigation requests pass by. Every revalidation, here or on another
 * instance, empties it. A search answer of the site's own index is kept until content changes, each one sent from memory
 * counted by the search route's own counting (decision 0170).
 */
import { Buffer } from 'node:buffer'

import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies/index.js'

import { searchCounting } from './kept-searches.mjs'
import { onTagsRevalidated } from './revalidation-listeners.mjs'
import { isUnknownAddress } from './unknown-addresses.mjs'

/** How long an API answer, or a page whose age Next's page cache did not tell, is reused. */
export const RESPONSE_TTL_MS = 1_000
/** The memory all kept answers may take together; the least recently used go first (the rest is in Next's page cache on disk). */
const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024
/** And at most this many addresses (an answer that may not be kept leaves a mark of no size for a second). */
const RESPONSE_CACHE_MAX_ENTRIES = 10_000
/** A larger answer is not kept (no page comes near it; the whole course catalogue's JSON on the large seed is 8 MB). */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024
/** A longer address or header value is not a key (src/domain/bad-paths.ts MAX_PATH_LENGTH). */
const MAX_KEY_PART_LENGTH = 2048
/** Where the site's 404 page is rendered for every address that names nothing: an address no page can take (src/domain/bad-paths.ts BAD_ADDRESS_PATH). */
export const NOT_FOUND_PATH = '/__bad-address'
/** The key's last part for the 404 page, which no address can be (an address starts with `/`). */
const NOT_FOUND_KEY = '404'
/** The 404 page is kept as long as the catch-all's pages may be (its `revalidate`), unless content changes first: the alerts and navigation on it follow the clock. */
export const NOT_FOUND_TTL_MS = 3_600_000
/**
 * Until when (ms since the epoch) an `/api/v1` answer kept by its route may be sent again from here (src/api/kept-answers.ts
 * KEPT_UNTIL_HEADER, decision 0162): as long as the route keeps it, since both end at the same revalidations.
 */
export const KEPT_UNTIL_HEADER = 'x-kept-until'
/** The longest an answer kept until content changes (a route's, a search's) is sent from here: as long as the 404 page. */
const KEPT_UNTIL_CHANGE_MAX_MS = NOT_FOUND_TTL_MS

/** The search's address, whose answers from the site's own index say how many they found in this header (decision 0170). */
const SEARCH_PATH = /^\/api\/v1\/search(?:\?|$)/
export const KEPT_SEARCH_HEADER = 'x-search-found'

/** The theme cookie (src/domain/theme.ts THEME_COOKIE); response-cache.test.ts checks the names against the TypeScript ones. */
export const THEME_COOKIE = 'selectedTheme'
/** Cookies with which a page may answer otherwise: staff (src/domain/staff-marker.ts) and Next's draft mode. */
export const BYPASS_COOKIES = ['payload-token', 'staff', '__prerender_bypass', '__next_preview_data']
/** Request headers with which Next.js answers otherwise at the same address: its RSC navigation, prefetches and server actions; conditional and range requests. */
const BYPASS_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-test-fetch-priority',
  'if-none-match',
  'if-modified-since',
  'range',
  'authorization',
]
/** Paths that are neither a page nor the site's API: Payload's API, the back office, Next's files. */
const BYPASS_PATH = /^\/(?:api(?!\/v1\/)|admin|_next)(?:\/|$)/
/** The site's API, whose answers carry no page-cache verdict (`x-nextjs-cache`): their `s-maxage` alone says they may be kept. */
const API_PATH = /^\/api\/v1\//
/** The API's area header (src/domain/auth.ts AREA_HEADER), which its answers vary on: part of the key. */
const AREA_HEADER = 'x-area'
/** Headers of Next's answer that belong to one connection, not to the page. */
const CONNECTION_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])
/** What Next's `Vary` may name for a kept answer: the headers above, which never reach the cache, and `Accept-Encoding`, which is in the key. */
const KNOWN_VARY = new Set(['accept-encoding', AREA_HEADER, ...BYPASS_HEADERS])
/** Next's page cache's verdict on an answer (HIT, MISS, STALE), and the ones that are the page's current version. */
const NEXT_CACHE_HEADER = 'x-nextjs-cache'
const FRESH_FROM_NEXT = new Set(['HIT', 'MISS'])

/** How many pages' render times are remembered (a number each); the oldest noted is forgotten first. */
const RENDER_TIMES_MAX_ENTRIES = 50_000

const STATE = Symbol.for('college.response-cache')

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, expires: number, search?: number, pass?: undefined }} Answer
 * @typedef {Answer | { pass: true, expires: number, body?: undefined }} Entry
 * @typedef {{ entries: Map<string, Entry>, bytes: number, generation: number, pending: Map<string, Promise<Entry | null>>, renderedSince: Map<string, number> }} State
 */

/** @returns {State} */
function state() {
  const globals = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis))
  if (!globals[STATE]) {
    globals[STATE] = { entries: new Map(), bytes: 0, generation: 0, pending: new Map(), renderedSince: new Map() }
    // With the state, so that whoever starts it afresh (a test) is heard too.
    onTagsRevalidated(invalidateResponses)
  }
  return globals[STATE]
}

/** Forgets every kept answer, and any answer being rendered now (on every revalidation, here or on another instance). */
export function invalidateResponses() {
  const cache = state()
  cache.entries.clear()
  cache.pending.clear()
  cache.renderedSince.clear()
  cache.bytes = 0
  cache.generation++
}

/**
 * Whether a cookie of that name is there, its name read loosely (trimmed): a staff cookie a looser parser (Payload's) would
 * read keeps the request away from the cache even where Next's would not.
 * @param {string} header
 * @param {string} name
 */
function hasCookieLoosely(header, name) {
  return header.split(';').some((pair) => {
    const at = pair.indexOf('=')
    return (at < 0 ? pair : pair.slice(0, at)).trim() === name
  })
}

/**
 * The theme cookie's value exactly as the proxy reads it (`request.cookies`: Next's own parser, which neither trims a name
 * nor lets an earlier copy win), so that the key holds what chose the page; null without one.
 * @param {string} header
 */
function themeAsNextReadsIt(header) {
  return parseCookie(header).get(THEME_COOKIE) ?? null
}

/**
 * The parts of the key of a request whose answer may be reused (all but its address), or null when it must reach Next.js.
 * @param {import('node:http').IncomingMessage} request
 * @returns {string | null}
 */
function keyPrefix(request) {
  if (request.method !== 'GET') return null
  const url = request.url ?? ''
  if (!url.startsWith('/') || url.length > MAX_KEY_PART_LENGTH || BYPASS_PATH.test(url)) return null
  const headers = request.headers
  for (const name of BYPASS_HEADERS) if (headers[name] !== undefined) return null
  const cookies = headers.cookie ?? ''
  if (cookies.length > MAX_KEY_PART_LENGTH) return null
  if (cookies && BYPASS_COOKIES.some((name) => hasCookieLoosely(cookies, name) || parseCookie(cookies).has(name))) return null
  const theme = cookies ? themeAsNextReadsIt(cookies) : null
  const encoding = headers['accept-encoding'] ?? ''
  const area = String(headers[AREA_HEADER] ?? '')
  if ([theme ?? '', encoding, area].some((part) => part.length > MAX_KEY_PART_LENGTH)) return null
  // JSON: no value can end its part early (a theme holding a line break is its own key).
  return JSON.stringify([encoding, theme ?? '', area])
}

/**
 * Until when Next's answer may be reused (ms since the epoch), or 0.
 * @param {string} url The address it answers.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers Next's answer's headers, names in lower case.
 * @param {number} now
 * @param {number | undefined} renderedSince The page cache's copy was rendered at this time or later (see `noteRender`).
 */
function reusableUntil(url, status, headers, now, renderedSince) {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers['content-range'] !== undefined) return 0
  const api = API_PATH.test(url)
  const verdict = String(headers[NEXT_CACHE_HEADER])
  if (!api && !FRESH_FROM_NEXT.has(verdict)) return 0
  const cacheControl = String(headers['cache-control'] ?? '')
  if (/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0
  const vary = String(headers.vary ?? '')
  const varies = vary.split(',').map((name) => name.trim().toLowerCase())
  if (varies.some((name) => name && !KNOWN_VARY.has(name))) return 0
  // A search answer of the index: until content changes, when the route's counting is there to count each one sent again.
  if (SEARCH_PATH.test(url) && headers[KEPT_SEARCH_HEADER] !== undefined) return searchCounting() ? now + KEPT_UNTIL_CHANGE_MAX_MS : 0
  const shared = /\bs-maxage=(\d+)/i.exec(cacheControl)
  if (!shared || Number(shared[1]) <= 0) return 0
  const lifetime = Number(shared[1]) * 1000
  if (api) {
    const keptUntil = Number(headers[KEPT_UNTIL_HEADER])
    return keptUntil > now ? Math.min(keptUntil, now + KEPT_UNTIL_CHANGE_MAX_MS) : now + Math.min(RESPONSE_TTL_MS, lifetime)
  }
  // A page: as long as the page cache may keep it from its render (MISS: now), until content changes first; a HIT
  // whose render time is not known, or whose known bound has passed, a second.
  const since = verdict === 'MISS' ? now : renderedSince
  const until = since === undefined ? 0 : since + lifetime
  return until > now ? until : now + Math.min(RESPONSE_TTL_MS, lifetime)
}

/**
 * Notes what Next's verdict says of when the page cache's copy of a page was rendered: a MISS now; a STALE starts a render
 * in the background, so the copy that follows was rendered now or later. A HIT says nothing. Forgotten at every revalidation.
 * @param {State} cache
 * @param {string} page The key without its encoding: the page whatever the encoding.
 * @param {string} verdict
 * @param {number} now
 */
function noteRender(cache, page, verdict, now) {
  if (verdict !== 'MISS' && verdict !== 'STALE') return
  cache.renderedSince.delete(page)
  cache.renderedSince.set(page, now)
  if (cache.renderedSince.size > RENDER_TIMES_MAX_ENTRIES) cache.renderedSince.delete(/** @type {string} */ (cache.renderedSince.keys().next().value))
}

/**
 * Until when the site's 404 page may be reused, or 0: a 404 that sets no cookie.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers
 * @param {number} now
 */
function notFoundUntil(status, headers, now) {
  return status === 404 && headers['set-cookie'] === undefined ? now + NOT_FOUND_TTL_MS : 0
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {Answer} entry
 */
function replay(response, entry) {
  response.writeHead(entry.status, { ...entry.headers, 'content-length': String(entry.body.length) })
  response.end(entry.body)
}

/**
 * Sends a kept answer; a search's once the route's counting has counted its try and its query (decision 0170), or the
 * refusal it gives past the limit. Counting that fails sends the request on to Next.js, which counts it there.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Answer} entry
 * @param {() => unknown} next
 */
function answerKept(request, response, entry, next) {
  if (entry.search === undefined) return replay(response, entry)
  const count = searchCounting()
  if (!count) return next()
  return count(request.url ?? '', request.headers, entry.search).then(
    (refusal) => {
      if (!refusal) return replay(response, entry)
      response.writeHead(refusal.status, { ...refusal.headers, 'content-length': String(Buffer.byteLength(refusal.body)) })
      response.end(refusal.body)
    },
    (error) => {
      console.error('[search] a kept answer could not be counted:', error instanceof Error ? error.message : error)
      return next()
    },
  )
}

/**
 * Keeps what Next.js writes (after its compression) and, at the end, the answer if it may be reused.
 * @param {import('node:http').ServerResponse} response
 * @param {string} key
 * @param {number} generation
 * @param {number} now
 * @param {string} page
 * @param {(entry: Entry | null) => void} done
 */
function record(response, key, generation, now, page, done) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  /**
   * @param {unknown} chunk
   * @param {BufferEncoding | ((error?: Error | null) => void) | undefined} encoding
   */
  const take = (chunk, encoding) => {
    if (size > MAX_ENTRY_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(/** @type {Uint8Array} */ (chunk))
    size += buffer.length
    chunks.push(buffer)
  }
  const write = response.write
  const end = response.end
  // Typed as Node's fullest overloads; the shorter ones reach the originals with the same arguments.
  response.write = /** @type {typeof write} */ (
    /**
     * @this {import('node:http').ServerResponse}
     * @param {unknown} chunk
     * @param {BufferEncoding} encoding
     * @param {(error?: Error | null) => void} [callback]
     */
    function (chunk, encoding, callback) {
      take(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
  )
  response.end = /** @type {typeof end} */ (
    /**
     * @this {import('node:http').ServerResponse}
     * @param {unknown} chunk
     * @param {BufferEncoding} encoding
     * @param {() => void} [callback]
     */
    function (chunk, encoding, callback) {
      take(chunk, encoding)
      const result = end.call(this, chunk, encoding, callback)
      done(store(response, key, generation, now, page, size > MAX_ENTRY_BYTES ? null : chunks))
      return result
    }
  )
  // A request given up before its answer ended keeps nothing.
  response.once('close', () => done(null))
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} key
 * @param {number} generation
 * @param {number} now
 * @param {string} page
 * @param {Buffer[] | null} chunks
 * @returns {Entry | null}
 */
function store(response, key, generation, now, page, chunks) {
  const cache = state()
  if (cache.generation !== generation) return null
  const sent = response.getHeaders()
  noteRender(cache, page, String(sent[NEXT_CACHE_HEADER]), now)
  const notFound = key.endsWith(NOT_FOUND_KEY)
  const until = !chunks
    ? 0
    : notFound
      ? notFoundUntil(response.statusCode, sent, now)
      : reusableUntil(response.req.url ?? '', response.statusCode, sent, now, cache.renderedSince.get(page))
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(sent))
    if (!CONNECTION_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value)
  // Next's verdict as a later request finds it: the page comes from a cache.
  if (headers[NEXT_CACHE_HEADER]) headers[NEXT_CACHE_HEADER] = 'HIT'
  const found = headers[KEPT_SEARCH_HEADER]
  // A mark for an answer that may not be kept: for a second the next requests go straight to Next.js.
  /** @type {Entry} */
  const entry =
    until > now
      ? {
          status: response.statusCode,
          headers,
          body: Buffer.concat(/** @type {Buffer[]} */ (chunks)),
          expires: until,
          ...(SEARCH_PATH.test(response.req.url ?? '') && found !== undefined ? { search: Number(found) } : {}),
        }
      : { pass: true, expires: now + RESPONSE_TTL_MS }
  remove(cache, key)
  cache.entries.set(key, entry)
  cache.bytes += entry.body?.length ?? 0
  // A Map iterates in insertion order, and a hit re-inserts its entry: the first ones are the least recently used.
  for (const oldKey of cache.entries.keys()) {
    if (cache.bytes <= RESPONSE_CACHE_MAX_BYTES && cache.entries.size <= RESPONSE_CACHE_MAX_ENTRIES) break
    remove(cache, oldKey)
  }
  return entry
}

/**
 * @param {State} cache
 * @param {string} key
 */
function remove(cache, key) {
  const entry = cache.entries.get(key)
  if (!entry) return
  cache.entries.delete(key)
  cache.bytes -= entry.body?.length ?? 0
}

/**
 * Answers from memory when a fresh answer is kept, or hands the request to `next` (Next.js), keeping its answer
 * when allowed. Concurrent requests for one address wait for the first one's answer. An address that names nothing
 * is answered with the site's 404 page, the same for every such address: Next.js renders it once per theme and content change.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {() => unknown} next
 */
export function serveCached(request, response, next, now = Date.now()) {
  const prefix = keyPrefix(request)
  if (prefix === null) return next()
  const unknown = isUnknownAddress(request.url ?? '')
  const key = `${prefix}\n${unknown ? NOT_FOUND_KEY : request.url}`
  const page = `${pagePart(prefix)}\n${unknown ? NOT_FOUND_KEY : request.url}`
  const cache = state()
  const entry = cache.entries.get(key)
  if (entry && entry.expires > now) {
    if (entry.pass) return next()
    cache.entries.delete(key)
    cache.entries.set(key, entry)
    return answerKept(request, response, entry, next)
  }
  remove(cache, key)
  const pending = cache.pending.get(key)
  // Every unknown address is rendered as the one address of the 404 page.
  if (unknown) request.url = NOT_FOUND_PATH
  if (pending) return pending.then((answer) => (answer && !answer.pass ? answerKept(request, response, answer, next) : next()))
  /** @type {(entry: Entry | null) => void} */
  let settle = () => {}
  const answered = new Promise((resolve) => {
    settle = resolve
  })
  cache.pending.set(key, answered)
  let settled = false
  record(response, key, cache.generation, now, page, (answer) => {
    if (settled) return
    settled = true
    if (cache.pending.get(key) === answered) cache.pending.delete(key)
    settle(answer)
  })
  return next()
}

/**
 * The key's parts that choose the page (theme and area), without the encoding.
 * @param {string} prefix
 */
function pagePart(prefix) {
  return JSON.stringify(/** @type {string[]} */ (JSON.parse(prefix)).slice(1))
}
