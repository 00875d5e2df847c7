import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { BAD_ADDRESS_PATH } from '../domain/bad-paths'
import { NOT_FOUND_PATH, NOT_FOUND_TTL_MS, serveCached } from './response-cache.mjs'
import { notifyTagsRevalidated } from './revalidation-listeners.mjs'
import { isUnknownAddress, registerPathsInUse, routeFirstSegments, setRouteSegments } from './unknown-addresses.mjs'

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT' }
const NOT_FOUND_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }

/** Until the paths in use are read (each unknown-looking address starts the read; Next.js decides meanwhile). */
async function pathsInUseRead() {
  for (const start = Date.now(); !isUnknownAddress('/certainly-nothing'); await new Promise((resolve) => setTimeout(resolve, 5))) {
    if (Date.now() - start > 5_000) throw new Error('the paths in use were not read')
  }
}

// docs/decisions/0136: the 404 page for every address that names nothing, rendered once per theme and content change,
// in front of a stand-in for Next.js that answers as the catch-all does (a 404 for what names nothing).
describe('the response cache, for addresses that name nothing', () => {
  let server: Server
  let base: string
  let calls: string[]
  let clock: number
  let pathsInUse: string[]
  const source = async () => pathsInUse

  beforeAll(async () => {
    server = createServer((request, response) =>
      serveCached(
        request,
        response,
        () => {
          calls.push(`${request.url} ${request.headers.cookie ?? ''}`.trim())
          nextStandIn(request, response)
        },
        clock,
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(async () => {
    pathsInUse = ['/about/history', '/study']
    setRouteSegments(['/[theme]/events/[slug]', '/[theme]/[...slug]', '/[theme]', '/robots.txt', '/api/v1/events', '/__bad-address'])
    registerPathsInUse(source)
    // A content change: every kept answer and the paths in use are forgotten.
    notifyTagsRevalidated(['test'])
    await pathsInUseRead()
    calls = []
    clock = 1_000_000
  })

  function nextStandIn(request: IncomingMessage, response: ServerResponse) {
    const named = !(request.url === NOT_FOUND_PATH || request.url?.startsWith('/nothing') || request.url?.startsWith('/new-section'))
    response.statusCode = named ? 200 : 404
    for (const [name, value] of Object.entries(named ? PAGE_HEADERS : NOT_FOUND_HEADERS)) response.setHeader(name, value)
    response.end(`<!DOCTYPE html><p>render ${calls.length} of ${request.url}</p>`)
  }

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })

  it('answers every unknown address with the same 404 page, rendered once per theme', async () => {
    const addresses = ['/wp-login.php', '/.env', '/no-such-page-1', '/no-such-page-2?id=1', '/cgi-bin/x/y', '/Light/about']
    const answers = await Promise.all(addresses.map((address) => get(address)))
    const bodies = await Promise.all(answers.map((response) => response.text()))
    expect(answers.map((response) => response.status)).toEqual(addresses.map(() => 404))
    expect(new Set(bodies).size).toBe(1)
    expect(calls).toEqual([NOT_FOUND_PATH])
    expect(answers[0]!.headers.get('content-type')).toBe('text/html; charset=utf-8')
    // Per theme, as the proxy reads the cookie.
    const dark = await get('/wp-login.php', { cookie: 'selectedTheme=dark' })
    expect(dark.status).toBe(404)
    expect(await dark.text()).not.toBe(bodies[0])
    expect(calls).toEqual([NOT_FOUND_PATH, `${NOT_FOUND_PATH} selectedTheme=dark`])
    // As long as the catch-all's pages may be kept.
    clock += NOT_FOUND_TTL_MS
    await (await get('/another-one')).text()
    expect(calls).toHaveLength(3)
  })

  it('sends to Next.js every address that may name something: a route, a page, a group, the home page, a trailing slash, a theme change', async () => {
    for (const address of [
      '/',
      '/events/nothing-here',
      '/about/history',
      '/about/nothing',
      '/study/x',
      '/robots.txt',
      '/nothing/',
      '/nothing?vibe=dark',
      '/nothing%20x',
    ]) {
      await (await get(address)).text()
      expect(calls.at(-1)).toBe(address)
    }
  })

  it('renders the 404 page afresh when content changes, and an address published since is no 404 from then on', async () => {
    const before = await (await get('/new-section/page')).text()
    await (await get('/new-section/page')).text()
    expect(calls).toEqual([NOT_FOUND_PATH])
    pathsInUse = [...pathsInUse, '/new-section/page']
    notifyTagsRevalidated(['page'])
    // Until the paths in use are read again every address goes to Next.js; then the published one does.
    await (await get('/new-section/page')).text()
    await pathsInUseRead()
    await (await get('/new-section/page')).text()
    expect(calls.slice(1)).toEqual(['/new-section/page', '/new-section/page'])
    const after = await (await get('/still-nothing')).text()
    expect(after).not.toBe(before)
    expect(calls.at(-1)).toBe(NOT_FOUND_PATH)
  })

  it('reads the first segments the routes own from the build manifest, below the theme segment', () => {
    expect([
      ...routeFirstSegments(['/[theme]/events/[slug]', '/[theme]/(content)/faculty', '/[theme]/[...slug]', '/[theme]', '/robots.txt', '/api/v1/x']),
    ]).toEqual(['events', 'faculty', 'robots.txt', 'api'])
    expect(NOT_FOUND_PATH).toBe(BAD_ADDRESS_PATH)
  })
})
