/**
 * Which addresses can name nothing, told before Next.js runs (decision 0136): an address whose first segment is no route's,
 * no published page's, navigation group's, programme's or redirect's. The first segments in use are read once per content
 * change through a reader the app registers; until then, and for every other address, Next.js decides.
 * State on `globalThis`: the app's bundle registers the reader, the server's module reads it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { onTagsRevalidated } from './revalidation-listeners.mjs'

const STATE = Symbol.for('college.unknown-addresses')
/** After a failed read of the segments in use, try again this soon (every address goes to Next.js meanwhile). */
const RETRY_MS = 2_000
/** The theme segment the proxy adds before every page's path (src/app/(site)/[theme]). */
const THEME_SEGMENT = '[theme]'

/**
 * @typedef {{
 *   routes: Set<string> | null,
 *   source: (() => Promise<string[]>) | null,
 *   segments: Set<string> | null,
 *   loading: Promise<void> | null,
 *   failedAt: number,
 *   generation: number,
 * }} State
 */

/** @returns {State} */
function state() {
  const globals = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis))
  if (!globals[STATE]) {
    globals[STATE] = { routes: null, source: null, segments: null, loading: null, failedAt: 0, generation: 0 }
    onTagsRevalidated(forgetSegmentsInUse)
  }
  return globals[STATE]
}

/** Any content change may add a page or a redirect: the segments are read again at the next unknown-looking address. */
function forgetSegmentsInUse() {
  const current = state()
  current.segments = null
  current.loading = null
  current.generation++
}

/**
 * The first segments the build's routes own, from Next's `app-path-routes-manifest.json` values (`/[theme]/events/[slug]`,
 * `/robots.txt`): below the theme segment, the segment after it; dynamic segments (the catch-all) own none by themselves.
 * @param {string[]} routes
 */
export function routeFirstSegments(routes) {
  /** @type {Set<string>} */
  const segments = new Set()
  for (const route of routes) {
    const parts = route.split('/').filter((part) => part && !/^\(.*\)$/.test(part))
    const first = parts[0] === THEME_SEGMENT ? parts[1] : parts[0]
    if (first && !first.startsWith('[')) segments.add(first.toLowerCase())
  }
  return segments
}

/**
 * Reads the build's routes (serve.mjs, at start). Without them no address is told unknown.
 * @param {string} distDir `.next`
 */
export function loadRouteSegments(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8'))
    setRouteSegments(Object.values(manifest))
  } catch (error) {
    console.error('[unknown addresses] the build lists no routes; every address goes to Next.js:', error instanceof Error ? error.message : error)
  }
}

/** @param {string[]} routes The routes as the manifest names them. */
export function setRouteSegments(routes) {
  state().routes = routeFirstSegments(routes)
}

/**
 * Registered by the app: the paths that may name something (published pages, navigation groups, programmes, redirects' sources).
 * @param {() => Promise<string[]>} source
 */
export function registerPathsInUse(source) {
  const current = state()
  if (current.source === source) return
  current.source = source
  forgetSegmentsInUse()
}

/** @param {string} pathname */
function firstSegment(pathname) {
  return (pathname.split('/')[1] ?? '').toLowerCase()
}

function load() {
  const current = state()
  const source = current.source
  if (current.segments || current.loading || !source || Date.now() - current.failedAt < RETRY_MS) return
  const generation = current.generation
  current.loading = source().then(
    (paths) => {
      // Content changed while it read: that read is dropped; the next address starts another.
      if (generation !== current.generation) return
      current.segments = new Set(paths.map((one) => firstSegment(one.trim().replace(/[?#].*$/, ''))))
      current.loading = null
    },
    (error) => {
      if (generation !== current.generation) return
      current.failedAt = Date.now()
      current.loading = null
      console.error('[unknown addresses] could not read the paths in use; every address goes to Next.js for now:', error)
    },
  )
}

/**
 * True when the address (path and query, as requested) certainly names no page, API or file, so that the site's 404 page
 * answers it; false when Next.js must decide (it may name something, or the segments in use are being read).
 * @param {string} url
 */
export function isUnknownAddress(url) {
  const at = url.indexOf('?')
  const pathname = at < 0 ? url : url.slice(0, at)
  const query = at < 0 ? '' : url.slice(at + 1)
  // The proxy answers these otherwise: `?vibe=` sets the theme, a trailing slash redirects, `%` and `//` may decode to anything.
  if (pathname === '/' || pathname.endsWith('/') || pathname.includes('%') || pathname.includes('//') || /(?:^|&)vibe=/i.test(query)) return false
  const current = state()
  if (!current.routes || !current.source) return false
  if (!current.segments) {
    load()
    return false
  }
  const first = firstSegment(pathname)
  return !current.routes.has(first) && !current.segments.has(first)
}
