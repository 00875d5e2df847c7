import { connect } from 'node:http2'
import { request as http } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { startFrontCache } from '../../scripts/lib/front-cache.mjs'
import { expect, signInAsAdministrator, test, slot } from './fixtures'
import { slotPort } from './slots'

/**
 * The front cache (deploy/nginx/front-cache.conf, docs/decisions/0068) in front of the browser
 * tests' server: what it keeps, per theme and encoding, what passes through, and a publish showing
 * through it within a second. Requests go out through Node's http, so that nothing adds an
 * Accept-Encoding or a cookie the test did not set.
 */

/** The front cache listens this far above the browser tests' server. */
const FRONT_CACHE_PORT_OFFSET = 10
/** This worker's server (tests/e2e/slots.ts). */
const appPort = () => slotPort(slot())
/** A feature and an event page of the seed: the feature's title is changed and put back; the event page is black and white. */
const FEATURE_SLUG = 'a-sculptor-who-works-in-salt'
const EVENT_PATH = '/events/visiting-artist-lecture-noor-haddad'
/** spec: a publish shows through the front cache within a second. */
const PUBLISH_SHOWS_WITHIN_MS = 1000
/** Failed sign-ins one address may make (src/domain/rate-limit.ts ABUSE_LIMITS.signInAddress). */
const SIGN_IN_ADDRESS_LIMIT = 30

let front: Awaited<ReturnType<typeof startFrontCache>> = null

test.beforeAll(async () => {
  // Installing nginx with apt-get, when it is missing and this runs as root, takes a while.
  test.setTimeout(180_000)
  front = await startFrontCache({ port: slotPort(slot(), FRONT_CACHE_PORT_OFFSET), upstreams: [`http://127.0.0.1:${appPort()}`] })
})
test.afterAll(async () => {
  await front?.stop()
})
test.beforeEach(() => {
  test.skip(!front, 'nginx is missing and could not be installed (see the message above): the front cache is not tested')
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; cache: string | undefined }

/** One request to the front cache (or `origin`), with exactly the headers given. */
function get(
  path: string,
  {
    headers = {},
    method = 'GET',
    body,
    origin = front!.origin,
    localAddress,
  }: { headers?: Record<string, string>; method?: string; body?: string; origin?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = http(new URL(path, origin), { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
          cache: response.headers['x-cache-status'] as string | undefined,
        }),
      )
      response.on('error', reject)
    })
    call.on('error', reject)
    call.end(body)
  })
}

/** Asks until an answer comes from the cache (a half-second may end between a request and the next), and answers it. */
async function hit(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let tries = 0; tries < 20; tries++) {
    const answer = await get(path, { headers })
    if (answer.cache === 'HIT') return answer
  }
  throw new Error(`${path} never came from the cache`)
}

const bodyClass = (answer: Answer) => /<body[^>]*class="([^"]*)"/.exec(answer.body.toString())?.[1]

test.describe('front cache', () => {
  test('a page is kept per theme: the second request comes from the cache, in the theme of its cookie', async () => {
    const first = await get('/')
    expect(first.status).toBe(200)
    expect(['MISS', 'HIT']).toContain(first.cache)
    const light = await hit('/')
    expect(bodyClass(light)).toBe('light-mode')
    const dark = await hit('/', { Cookie: 'selectedTheme=dark' })
    expect(bodyClass(dark)).toBe('dark-mode')
    // Right after the dark copy was kept, the light one is still light.
    expect(bodyClass(await hit('/'))).toBe('light-mode')
    // The black-and-white pages of spec §4, per theme too.
    expect(bodyClass(await hit(EVENT_PATH, { Cookie: 'selectedTheme=dark' }))).toBe('dark-mode b-and-w')
    expect(bodyClass(await hit(EVENT_PATH))).toBe('light-mode b-and-w')
    // A cookie the app reads otherwise (case matters to it) cannot put a dark page under the light key.
    expect(bodyClass(await hit('/', { Cookie: 'selectedTheme=DARK' }))).toBe('light-mode')
    expect(bodyClass(await hit('/', { Cookie: 'other=1; selectedTheme=dark' }))).toBe('dark-mode')
  })

  test('staff, previews, the back office and writes pass through', async () => {
    for (const headers of [{ Cookie: 'payload-token=x.y.z' }, { Cookie: 'selectedTheme=dark; staff=1' }, { Authorization: 'JWT x.y.z' }] as Record<
      string,
      string
    >[]) {
      await get('/', { headers })
      expect((await get('/', { headers })).cache, JSON.stringify(headers)).toBe('BYPASS')
    }
    for (const path of ['/preview/features/1', '/admin', '/api/users/me']) {
      await get(path)
      expect((await get(path)).cache, path).toBeUndefined()
    }
    // A write is never answered from the cache (its answer is the app's own, each time).
    for (let i = 0; i < 2; i++)
      expect((await get('/api/v1/newsletter-signups', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).cache).not.toBe('HIT')
  })

  test('an answer that sets a cookie, or is private or no-store, is never kept', async () => {
    for (let i = 0; i < 3; i++) {
      const vibe = await get('/?vibe=%3B)')
      expect(vibe.status).toBe(307)
      expect(String(vibe.headers['set-cookie'])).toContain('selectedTheme=dark')
      expect(vibe.cache).toBe('MISS')
      // The search page reads the request (the abuse limit counts its sender): the app says private, no-store.
      const search = await get('/search?q=painting')
      expect(search.status).toBe(200)
      expect(search.headers['cache-control']).toMatch(/private|no-store/)
      expect(search.cache).toBe('MISS')
    }
  })

  test('Brotli to a client that takes it, gzip to one that takes only gzip, the plain bytes to any other: pages, API answers and build files', async () => {
    const plain = await hit('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const brotli = await hit('/', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    const zipped = await hit('/', { 'Accept-Encoding': 'gzip, deflate' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    // Brotli writes a page about a quarter smaller than gzip (docs/decisions/0076).
    expect(brotli.body.length).toBeLessThan(zipped.body.length * 0.85)
    // The API's public answers are kept too, compressed the same way.
    const api = await hit('/api/v1/events?limit=50', { 'Accept-Encoding': 'br' })
    expect(api.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(api.body).toString())).toHaveProperty('items')
    // A script of the page, compressed once at build: kept per encoding too.
    const script = /<script src="(\/_next\/static\/[^"]+\.js[^"]*)"/.exec(plain.body.toString())![1]!
    const scriptPlain = await hit(script)
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await hit(script, { 'Accept-Encoding': accept })
      expect(answer.headers['content-encoding'], accept).toBe(encoding)
      expect(decode(answer.body).equals(scriptPlain.body), accept).toBe(true)
    }
  })

  test("the client's own address reaches the app, whatever X-Forwarded-For it claims", async () => {
    // An address of this machine no other test uses: the sign-in limit counts per address (TRUSTED_PROXIES=1).
    const localAddress = `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`
    const signIn = (i: number, origin?: string) =>
      get('/api/users/login', {
        method: 'POST',
        origin,
        localAddress,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ email: `nobody-${i}@example.edu`, password: 'wrong' }),
      })
    // Straight to the app, each claim counts as an address of its own (the app trusts one proxy in front)…
    const direct = []
    for (let i = 0; i <= SIGN_IN_ADDRESS_LIMIT; i++) direct.push((await signIn(i, `http://127.0.0.1:${appPort()}`)).status)
    expect(direct).not.toContain(429)
    // …through the front cache, the address it saw is the one counted: the try past the limit is refused.
    const statuses = []
    for (let i = 0; i <= SIGN_IN_ADDRESS_LIMIT; i++) statuses.push((await signIn(1000 + i)).status)
    expect(statuses.slice(0, SIGN_IN_ADDRESS_LIMIT)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
  })

  test('a publish shows through the front cache within a second, while visitors keep it busy', async ({ request }) => {
    test.setTimeout(60_000)
    await signInAsAdministrator(request)
    const { docs } = await (await request.get(`/api/features?where[slug][equals]=${FEATURE_SLUG}&depth=0`)).json()
    const feature = docs[0] as { id: number; title: string }
    const path = `/features/${FEATURE_SLUG}`
    try {
      for (let round = 0; round < 3; round++) {
        const title = `Salt, round ${round} ${Date.now()}`
        // Visitors ask for the page all along, so that the cache always holds a copy.
        let visiting = true
        const visitors = (async () => {
          while (visiting) await get(path)
        })()
        await hit(path)
        const saved = await request.patch(`/api/features/${feature.id}`, { data: { title, _status: 'published' } })
        expect(saved.ok()).toBe(true)
        const published = performance.now()
        // The first request that shows the change, by when it was sent; every one after it shows it too.
        let shownAt = -1
        let after = 0
        while (after < 5) {
          const sent = performance.now() - published
          const shows = (await get(path)).body.toString().includes(title)
          if (shows && shownAt < 0) shownAt = sent
          if (shownAt >= 0) {
            expect(shows, `a request ${sent.toFixed(0)} ms after the publish`).toBe(true)
            after++
          }
          expect(sent, 'the change never showed').toBeLessThan(10_000)
        }
        visiting = false
        await visitors
        console.log(`front cache: publish ${round + 1} showed to a request sent ${shownAt.toFixed(0)} ms after it`)
        expect(shownAt).toBeLessThan(PUBLISH_SHOWS_WITHIN_MS)
      }
    } finally {
      await request.patch(`/api/features/${feature.id}`, { data: { title: feature.title, _status: 'published' } })
    }
  })
})

test('over HTTPS (docs/deploy/front-cache.md) the same template speaks HTTP/2 and keeps a page per theme', async () => {
  test.setTimeout(60_000)
  const secure = await startFrontCache({ port: slotPort(slot(), FRONT_CACHE_PORT_OFFSET + 1), upstreams: [`http://127.0.0.1:${appPort()}`], tls: true })
  test.skip(!secure, 'openssl is missing and could not be installed (see the message above)')
  const session = connect(secure!.origin, { rejectUnauthorized: false })
  /** One GET over the HTTP/2 session: its status, cache status and body. */
  const get2 = (path: string, cookie = '') =>
    new Promise<{ status: number; cache: string; body: string }>((resolve, reject) => {
      const stream = session.request({ ':path': path, ...(cookie ? { cookie } : {}) })
      let status = 0
      let cache = ''
      let body = ''
      stream.on('response', (headers) => {
        status = Number(headers[':status'])
        cache = String(headers['x-cache-status'])
      })
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (body += chunk))
      stream.on('end', () => resolve({ status, cache, body }))
      stream.on('error', reject)
    })
  try {
    expect(secure!.origin).toMatch(/^https:/)
    const [light, dark] = [await get2('/'), await get2('/', 'selectedTheme=dark')]
    expect(light.status).toBe(200)
    expect(dark.status).toBe(200)
    expect(light.body).toContain('</html>')
    const themeOf = (body: string) => /<body[^>]*class="([^"]*)"/.exec(body)?.[1]
    expect(themeOf(dark.body)).not.toBe(themeOf(light.body))
    // Kept as over HTTP: one of a few quick asks comes from the cache.
    let cached = false
    for (let tries = 0; tries < 20 && !cached; tries++) cached = (await get2('/')).cache === 'HIT'
    expect(cached, 'the page never came from the cache').toBe(true)
    const staff = await get2('/', 'payload-token=not-a-session')
    expect(staff.cache).toBe('BYPASS')
  } finally {
    session.close()
    await secure!.stop()
  }
})
