import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { offerSearchCounting } from './kept-searches.mjs'
import { KEPT_SEARCH_HEADER, invalidateResponses, serveCached } from './response-cache.mjs'
import { notifyTagsRevalidated } from './revalidation-listeners.mjs'

/** Waits until the condition holds (a request has reached the stand-in), failing after 5 s. */
async function until(condition: () => boolean) {
  for (const start = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 5))) {
    if (Date.now() - start > 5_000) throw new Error('timed out')
  }
}

type Answer = { headers?: Record<string, string>; chunks?: string[]; after?: Promise<void> }

// docs/decisions/0170: the search's answers from the site's own index, in front of a stand-in for the search route.
describe("the response cache, for the search's answers from the site's own index", () => {
  let server: Server
  let base: string
  let calls: string[]
  let answer: (request: IncomingMessage) => Answer

  beforeAll(async () => {
    server = createServer((request, response) =>
      serveCached(request, response, () => {
        calls.push(`${request.url}`)
        nextStandIn(request, response)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    invalidateResponses()
    calls = []
  })

  async function nextStandIn(request: IncomingMessage, response: ServerResponse) {
    const { headers = {}, chunks = [`{"call":${calls.length}}`], after } = answer(request)
    await after
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    response.end(chunks.join(''))
  }

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })

  const SEARCH_HEADERS = {
    'content-type': 'application/json',
    'cache-control': 'public, max-age=0, must-revalidate',
    vary: 'Authorization, X-Area',
    'x-area': 'FO',
    [KEPT_SEARCH_HEADER]: '7',
  }
  /** What the route's counting was asked: the address, the sender's address, how many the answer found. */
  let counted: string[]
  let refuse: boolean
  beforeEach(() => {
    counted = []
    refuse = false
    offerSearchCounting(async (url, headers, found) => {
      counted.push(`${url} ${headers['x-forwarded-for']} ${found}`)
      return refuse ? { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '60' }, body: '{"error":"too many"}' } : null
    })
    answer = () => ({ headers: SEARCH_HEADERS })
  })

  it('sends a kept answer again from memory, counting each one sent with the route’s counting, until content changes', async () => {
    const first = await get('/api/v1/search?q=painting', { 'x-forwarded-for': '10.0.0.1' })
    const firstBody = await first.text()
    const again = await Promise.all([1, 2, 3].map(() => get('/api/v1/search?q=painting', { 'x-forwarded-for': '10.0.0.2' }).then((r) => r.text())))
    expect(again).toEqual([firstBody, firstBody, firstBody])
    expect(calls).toHaveLength(1)
    // The first answer was counted by the route itself; the three sent from memory here.
    expect(counted).toEqual(Array(3).fill('/api/v1/search?q=painting 10.0.0.2 7'))
    // Published, unpublished or changed: the kept answer is forgotten, and the next search reaches the route.
    notifyTagsRevalidated(['pages'])
    await (await get('/api/v1/search?q=painting')).text()
    expect(calls).toHaveLength(2)
  })

  it('counts the requests that waited for the first answer as well', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    answer = () => ({ headers: SEARCH_HEADERS, after: held })
    const requests = Array.from({ length: 4 }, () => get('/api/v1/search?q=drawing').then((response) => response.text()))
    await until(() => calls.length === 1)
    release()
    await Promise.all(requests)
    expect(calls).toHaveLength(1)
    expect(counted).toHaveLength(3)
  })

  it('sends the refusal the counting gives past the limit instead of the kept answer', async () => {
    await (await get('/api/v1/search?q=painting')).text()
    refuse = true
    const refused = await get('/api/v1/search?q=painting')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.text()).toBe('{"error":"too many"}')
    expect(calls).toHaveLength(1)
  })

  it('keeps no search answer the route did not mark as its index’s', async () => {
    answer = () => ({ headers: Object.fromEntries(Object.entries(SEARCH_HEADERS).filter(([name]) => name !== KEPT_SEARCH_HEADER)) })
    await (await get('/api/v1/search?q=custom')).text()
    await (await get('/api/v1/search?q=custom')).text()
    expect(calls).toHaveLength(2)
    expect(counted).toHaveLength(0)
  })
})
