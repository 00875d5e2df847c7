import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { STAFF_MARKER_COOKIE, STAFF_TOKEN_COOKIE } from '../domain/staff-marker'
import { THEME_COOKIE } from '../domain/theme'
import { BYPASS_COOKIES, KEPT_UNTIL_HEADER, RESPONSE_TTL_MS, THEME_COOKIE as CACHE_THEME_COOKIE, invalidateResponses, serveCached } from './response-cache.mjs'

/** Next.js's answer for a cached page: what a handler below writes unless a test says otherwise. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=31536000',
  'x-nextjs-cache': 'HIT',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  'x-frame-options': 'DENY',
}

/** Waits until the condition holds (a request has reached the stand-in), failing after 5 s. */
async function until(condition: () => boolean) {
  for (const start = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 5))) {
    if (Date.now() - start > 5_000) throw new Error('timed out')
  }
}

type Answer = { status?: number; headers?: Record<string, string | string[]>; chunks?: string[]; after?: Promise<void> }

// docs/decisions/0071: a real HTTP server with the cache in front of a stand-in for Next.js's handler.
describe('the response cache', () => {
  let server: Server
  let base: string
  let calls: string[]
  let answer: (request: IncomingMessage) => Answer
  let clock: number

  beforeAll(async () => {
    server = createServer((request, response) =>
      serveCached(
        request,
        response,
        () => {
          calls.push(`${request.method} ${request.url} ${request.headers.cookie ?? ''}`)
          nextStandIn(request, response)
        },
        clock,
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    invalidateResponses()
    calls = []
    clock = 1_000_000
    answer = () => ({})
  })

  /** Writes the answer as Next.js does: headers set one by one, the body in chunks, each time with the count of calls so far. */
  async function nextStandIn(request: IncomingMessage, response: ServerResponse) {
    const { status = 200, headers = PAGE_HEADERS, chunks = ['<!DOCTYPE html>', `<p>render ${calls.length} of ${request.url}</p>`], after } = answer(request)
    await after
    response.statusCode = status
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    for (const chunk of chunks.slice(0, -1)) response.write(chunk)
    response.end(chunks.at(-1))
  }

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}${path}`, { method, headers })
  const twice = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const first = await get(path, headers, method)
    const firstBody = await first.text()
    const second = await get(path, headers, method)
    return { first, firstBody, second, secondBody: await second.text() }
  }

  it('answers a cached page again from memory, with the same status, headers and bytes', async () => {
    const { first, firstBody, second, secondBody } = await twice('/about?x=1')
    expect(calls).toHaveLength(1)
    expect(secondBody).toBe(firstBody)
    expect(second.status).toBe(200)
    for (const name of Object.keys(PAGE_HEADERS)) expect(second.headers.get(name)).toBe(first.headers.get(name))
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)))
  })

  it('marks a page Next.js had just rendered (MISS) as a cache HIT when it answers it again', async () => {
    answer = () => ({ headers: { ...PAGE_HEADERS, 'x-nextjs-cache': 'MISS' } })
    const { first, second } = await twice('/fresh')
    expect(calls).toHaveLength(1)
    expect([first.headers.get('x-nextjs-cache'), second.headers.get('x-nextjs-cache')]).toEqual(['MISS', 'HIT'])
  })

  it('keeps a page per address, query, theme cookie and accepted encoding', async () => {
    for (const [path, headers] of [
      ['/about', {}],
      ['/about?x=2', {}],
      ['/events', {}],
      ['/about', { cookie: `${THEME_COOKIE}=dark` }],
      ['/about', { cookie: `${THEME_COOKIE}=light; _ga=1` }],
      ['/about', { 'accept-encoding': 'gzip' }],
    ] as const) {
      await (await get(path, headers)).text()
      await (await get(path, headers)).text()
    }
    expect(calls).toHaveLength(6)
    // Another cookie beside the theme's does not change the key.
    await (await get('/about', { cookie: `_ga=2; ${THEME_COOKIE}=light` })).text()
    expect(calls).toHaveLength(6)
  })

  it('lets staff, previews, Next.js navigation, actions and conditional requests through every time', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ...BYPASS_COOKIES.map((name): [string, Record<string, string>] => ['/about', { cookie: `${THEME_COOKIE}=dark; ${name}=x` }]),
      ['/about', { rsc: '1' }],
      ['/about', { 'next-router-prefetch': '1' }],
      ['/about', { 'next-action': 'abc' }],
      ['/about', { 'if-none-match': '"x"' }],
      ['/about', { range: 'bytes=0-10' }],
      ['/about', {}, 'POST'],
      ['/about', {}, 'HEAD'],
      ['/api/users/me', {}],
      ['/api/v1', {}],
      ['/admin', {}],
      ['/_next/static/x.js', {}],
    ]
    for (const [path, headers, method] of cases) await twice(path, headers, method)
    expect(calls).toHaveLength(cases.length * 2)
  })

  it('keeps no answer that is not a fresh public page: another status, a cookie set, private, stale, or varying on a header not in the key', async () => {
    const answers: Answer[] = [
      { status: 404 },
      { headers: { ...PAGE_HEADERS, 'set-cookie': 'a=b' } },
      { headers: { ...PAGE_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
      { headers: { ...PAGE_HEADERS, 'cache-control': 's-maxage=0' } },
      { headers: { ...PAGE_HEADERS, 'x-nextjs-cache': 'STALE' } },
      { headers: { ...PAGE_HEADERS, 'x-nextjs-cache': undefined as unknown as string } },
      { headers: { ...PAGE_HEADERS, vary: 'rsc, cookie' } },
    ]
    for (const [index, each] of answers.entries()) {
      answer = () => ({ ...each, headers: Object.fromEntries(Object.entries(each.headers ?? PAGE_HEADERS).filter(([, value]) => value !== undefined)) })
      await twice(`/page-${index}`)
    }
    expect(calls).toHaveLength(answers.length * 2)
  })

  it("keeps the site API's answers that say a shared cache may (s-maxage), per area header, and none other", async () => {
    const KEPT_API_HEADERS = {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=0, s-maxage=1, must-revalidate',
      vary: 'Authorization, X-Area',
      'x-area': 'FO',
    }
    answer = (request) => ({
      headers: request.url!.startsWith('/api/v1/search') ? { ...KEPT_API_HEADERS, 'cache-control': 'public, max-age=0, must-revalidate' } : KEPT_API_HEADERS,
      chunks: [`{"call":${calls.length}}`],
    })
    const kept = await twice('/api/v1/events?limit=50')
    expect(kept.secondBody).toBe(kept.firstBody)
    expect(calls).toHaveLength(1)
    // Another area is another key; a caller with a token always reaches the API; an answer without s-maxage is never kept.
    await twice('/api/v1/events?limit=50', { 'x-area': 'all' })
    await twice('/api/v1/events?limit=50', { authorization: 'JWT x' })
    await twice('/api/v1/search?q=painting')
    expect(calls).toHaveLength(1 + 1 + 2 + 2)
  })

  it('keeps an API answer its route keeps as long as the route says, until content changes (decision 0162)', async () => {
    const keptFor = 60_000
    answer = () => ({
      headers: {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=0, s-maxage=1, must-revalidate',
        [KEPT_UNTIL_HEADER]: String(clock + keptFor),
      },
      chunks: [`{"call":${calls.length}}`],
    })
    await twice('/api/v1/events?limit=20')
    // Past the second an answer without the header gets, up to the route's own bound.
    clock += keptFor - 1
    await (await get('/api/v1/events?limit=20')).text()
    expect(calls).toHaveLength(1)
    clock += 1
    await twice('/api/v1/events?limit=20')
    expect(calls).toHaveLength(2)
    // A revalidation empties it, as it empties the route's own copy.
    invalidateResponses()
    await twice('/api/v1/events?limit=20')
    expect(calls).toHaveLength(3)
  })

  it('keeps a page as long as the page cache may keep it from its render, or a second when its render time is not known', async () => {
    const lifetime = 3_600_000
    const headers = { ...PAGE_HEADERS, 'cache-control': `s-maxage=${lifetime / 1000}, stale-while-revalidate=31532400` }
    // Just rendered (MISS): kept its whole lifetime, whatever else is asked meanwhile.
    answer = () => ({ headers: { ...headers, 'x-nextjs-cache': 'MISS' } })
    await twice('/about')
    await twice('/events')
    clock += lifetime - 1
    await (await get('/about')).text()
    expect(calls).toHaveLength(2)
    clock += 1
    // Past it, a HIT from the page cache may be a copy as old as the one kept: a second only.
    answer = () => ({ headers })
    await (await get('/about')).text()
    expect(calls).toHaveLength(3)
    clock += RESPONSE_TTL_MS
    await (await get('/about')).text()
    expect(calls).toHaveLength(4)
    // A STALE answer starts a render: the HIT that follows was rendered since, and is kept a lifetime from the STALE.
    answer = () => ({ headers: { ...headers, 'x-nextjs-cache': 'STALE' } })
    clock += RESPONSE_TTL_MS
    await (await get('/about')).text()
    answer = () => ({ headers })
    clock += RESPONSE_TTL_MS
    await twice('/about')
    expect(calls).toHaveLength(6)
    clock += lifetime - RESPONSE_TTL_MS - 1
    await (await get('/about')).text()
    expect(calls).toHaveLength(6)
    clock += 1
    await (await get('/about')).text()
    expect(calls).toHaveLength(7)
    // A HIT never seen rendered: a second, as an API answer.
    await twice('/never-seen')
    expect(calls).toHaveLength(8)
    clock += RESPONSE_TTL_MS
    await (await get('/never-seen')).text()
    expect(calls).toHaveLength(9)
    expect(RESPONSE_TTL_MS).toBeLessThanOrEqual(1_000)
  })

  it('keeps a page its own lifetime when shorter than a second', async () => {
    answer = () => ({ headers: { ...PAGE_HEADERS, 'cache-control': 's-maxage=1' } })
    await twice('/soon')
    clock += 999
    await (await get('/soon')).text()
    expect(calls).toHaveLength(1)
    clock += 1
    await (await get('/soon')).text()
    expect(calls).toHaveLength(2)
  })

  it('keys on the theme cookie exactly as the proxy reads it (Next.js parses cookies without trimming names)', async () => {
    // `selectedTheme =dark` is no theme cookie to Next.js: the light page, rendered for it, is no dark visitor's.
    await twice('/about', { cookie: 'selectedTheme =dark' })
    expect(calls).toHaveLength(1)
    const dark = await twice('/about', { cookie: 'selectedTheme=dark' })
    expect(calls).toHaveLength(2)
    expect(dark.firstBody).toContain('render 2')
    // Whatever Next.js reads as no theme shares the page of a visitor without the cookie.
    await (await get('/about', { cookie: 'other=1' })).text()
    expect(calls).toHaveLength(2)
    // Twice: Next.js reads the last one.
    await (await get('/about', { cookie: 'selectedTheme=light; selectedTheme=dark' })).text()
    expect(calls).toHaveLength(2)
    // A staff cookie read loosely still passes by.
    await (await get('/about', { cookie: ' payload-token =x' })).text()
    expect(calls).toHaveLength(3)
  })

  it('forgets every page at a revalidation, and keeps no page rendered across one', async () => {
    await twice('/about')
    invalidateResponses()
    const after = await twice('/about')
    expect(calls).toHaveLength(2)
    expect(after.secondBody).toBe(after.firstBody)
    // A render under way while content changes may hold the old content: it is sent, not kept.
    answer = () => {
      invalidateResponses()
      return {}
    }
    await twice('/events')
    expect(calls).toHaveLength(4)
  })

  it('keeps a page written in one piece, or streamed in many', async () => {
    answer = () => ({ chunks: ['<!DOCTYPE html>', '<p>', 'a', 'b', '</p>'] })
    const streamed = await twice('/streamed')
    answer = () => ({ chunks: ['<!DOCTYPE html><p>one</p>'] })
    const whole = await twice('/whole')
    expect(calls).toHaveLength(2)
    expect(streamed.secondBody).toBe('<!DOCTYPE html><p>ab</p>')
    expect(whole.secondBody).toBe('<!DOCTYPE html><p>one</p>')
  })

  it('has the requests for an address that arrive while Next.js renders it wait for that answer', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    answer = () => ({ after: held })
    const requests = Array.from({ length: 5 }, () => get('/about').then((response) => response.text()))
    await until(() => calls.length === 1)
    release()
    const bodies = await Promise.all(requests)
    expect(calls).toHaveLength(1)
    expect(new Set(bodies).size).toBe(1)
  })

  it('sends the requests for an address whose answer may not be kept straight to Next.js for a second, side by side', async () => {
    const releases: (() => void)[] = []
    answer = () => ({ status: 404, after: new Promise<void>((resolve) => releases.push(resolve)) })
    const first = get('/gone').then((response) => response.text())
    await until(() => calls.length === 1)
    releases[0]!()
    await first
    const later = [get('/gone'), get('/gone'), get('/gone')]
    // All three reach Next.js before any of them is answered: none waits behind another.
    await until(() => calls.length === 4)
    for (const release of releases) release()
    expect((await Promise.all(later)).map((response) => response.status)).toEqual([404, 404, 404])
  })

  it('names the cookies the proxy and the pages read', () => {
    expect(CACHE_THEME_COOKIE).toBe(THEME_COOKIE)
    expect(BYPASS_COOKIES).toEqual(expect.arrayContaining([STAFF_TOKEN_COOKIE, STAFF_MARKER_COOKIE]))
  })
})
