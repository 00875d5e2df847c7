import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import pg from 'pg'
import { createClient } from 'redis'

import { ensureBuild } from '../../scripts/lib/build.mjs'
import { ROOT, productionEnv, runTs, serverCommand } from '../../scripts/lib/env.mjs'
import { startFrontCache } from '../../scripts/lib/front-cache.mjs'
import { JOBS_RUN_PATH } from '../../src/server/job-clock.mjs'
import type { StaffLogin } from './fixtures'
import { expect, slot, test } from './fixtures'
import { slotPort } from './slots'

/**
 * Two production instances of the built site on one fresh PostgreSQL
 * database and one Redis, behind the front cache. A publish through instance A is live on instance
 * B at once, and through the front cache within a second: a page B had cached, an /api/v1 call B
 * had cached, and a redirect added through A (docs/decisions/0067, 0068). Each instance keeps a page until content changes
 * or its time boundary passes (decision 0135): a publish and the clock job on A replace what B kept.
 */
const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
/** A database number of its own, and a key prefix of this run's own below. */
const REDIS_URL = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379/13'
/** The change is read through the other instance within a second (decision 0067). */
const LIVE_WITHIN_MS = 1_000
/** The instances listen next to the browser tests' own server. */
/** The two instances and the front cache before them, in this worker's band of ports (tests/e2e/slots.ts). */
const INSTANCE_PORT_OFFSETS = [1, 2] as const
const FRONT_PORT_OFFSET = 3

async function reachable(): Promise<string | null> {
  const db = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
  try {
    await db.connect()
    await db.end()
  } catch {
    return `no PostgreSQL server answers at ${POSTGRES_URL} (set TEST_POSTGRES_URL)`
  }
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } })
  redis.on('error', () => undefined)
  try {
    await redis.connect()
    await redis.close()
  } catch {
    return `no Redis server answers at ${REDIS_URL} (set SCALE_REDIS_URL)`
  }
  return null
}

const missing = await reachable()
if (missing && process.env.CI === 'true') throw new Error(`The two-instance test needs PostgreSQL and Redis in CI: ${missing}.`)

/** How long `work` took, in ms. */
async function timed(work: () => Promise<void>): Promise<number> {
  const started = Date.now()
  await work()
  return Date.now() - started
}

/** Reads until `read` answers true: how long that took and how many reads it needed (throws well past `ms`). */
async function liveWithin(read: () => Promise<boolean>, ms: number): Promise<{ ms: number; reads: number }> {
  const started = Date.now()
  let reads = 1
  while (!(await read())) {
    if (Date.now() - started > ms * 5) throw new Error(`not live after ${Date.now() - started} ms and ${reads} reads`)
    await new Promise((resolve) => setTimeout(resolve, 25))
    reads++
  }
  return { ms: Date.now() - started, reads }
}

test.describe('two instances on one PostgreSQL and Redis', () => {
  test.skip(missing !== null, `Skipped: ${missing}`)
  /** Migrating and seeding a fresh database, then starting two servers, on a busy 2-core machine. */
  const SETUP_TIMEOUT_MS = 360_000
  // One set-up for both tests: after a failure Playwright would start a new worker and seed again.
  test.describe.configure({ mode: 'serial' })

  const dir = path.join(ROOT, 'tmp/scale-out')
  const database = `college_e2e_scale_${randomBytes(4).toString('hex')}`
  const prefix = `college-e2e:${randomBytes(4).toString('hex')}:`
  const servers: ChildProcess[] = []
  const logs: string[] = []
  let a: APIRequestContext
  let b: APIRequestContext
  let front: APIRequestContext
  let frontCache: Awaited<ReturnType<typeof startFrontCache>> = null
  const cronSecret = randomBytes(24).toString('hex')

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const admin = new pg.Client({ connectionString: POSTGRES_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
    await admin.end()
    const databaseUrl = new URL(POSTGRES_URL)
    databaseUrl.pathname = `/${database}`
    const env = productionEnv({
      DATABASE_URL: databaseUrl.toString(),
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SEED_LOGINS_FILE: path.join(dir, 'logins.json'),
      REDIS_URL,
      REDIS_PREFIX: prefix,
      CRON_SECRET: cronSecret,
    })
    // The build the browser tests' servers run (tests/e2e/global-setup.ts made it); this only reads its id.
    await ensureBuild(env)
    await runTs('scripts/prepare-db.ts', [], { env, stdio: ['ignore', 'ignore', 'inherit'] })
    const ports = INSTANCE_PORT_OFFSETS.map((offset) => slotPort(slot(), offset))
    for (const port of ports) {
      const [command, args] = serverCommand()
      // Each instance keeps its rendered pages apart from the other and from the browser tests' servers, as on machines of their own.
      const own = { PORT: String(port), PAGE_CACHE_DIR: path.join(dir, `page-cache-${port}`) }
      const server = spawn(command, args, { cwd: ROOT, env: { ...env, ...own }, detached: true })
      server.stdout?.on('data', (chunk) => logs.push(`[${port}] ${chunk}`))
      server.stderr?.on('data', (chunk) => logs.push(`[${port}] ${chunk}`))
      servers.push(server)
    }
    a = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[0]}` })
    b = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` })
    for (const instance of [a, b]) {
      await expect.poll(async () => (await instance.get('/api/v1/configs').catch(() => null))?.status(), { timeout: 120_000, intervals: [500] }).toBe(200)
    }
    // nginx from Debian, installed when missing (scripts/lib/front-cache.mjs); in CI it must be there.
    frontCache = await startFrontCache({ port: slotPort(slot(), FRONT_PORT_OFFSET), upstreams: ports.map((port) => `http://127.0.0.1:${port}`) })
    if (!frontCache && process.env.CI === 'true') throw new Error('The two-instance test needs the front cache (nginx) in CI.')
    if (frontCache) front = await playwrightRequest.newContext({ baseURL: frontCache.origin })
  })

  test.afterAll(async () => {
    test.setTimeout(60_000)
    await Promise.all([a?.dispose(), b?.dispose(), front?.dispose(), frontCache?.stop()])
    for (const server of servers) if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    await Promise.all(servers.map((server) => (server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : null)))
    const admin = new pg.Client({ connectionString: POSTGRES_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
    const redis = createClient({ url: REDIS_URL })
    await redis.connect()
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) if (keys.length > 0) await redis.del(keys)
    await redis.close()
    rmSync(dir, { recursive: true, force: true })
  })

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructuring, even of none
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('servers', { body: logs.join(''), contentType: 'text/plain' })
  })

  /** Signs in on `instance` as the seeded administrator; answers the token. */
  async function signIn(instance: APIRequestContext): Promise<string> {
    const logins = JSON.parse(readFileSync(path.join(dir, 'logins.json'), 'utf8')) as StaffLogin[]
    const administrator = logins.find((login) => login.role === 'Administrator')!
    const answer = await instance.post('/api/users/login', { data: { email: administrator.email, password: administrator.password } })
    expect(answer.ok()).toBe(true)
    return (await answer.json()).token as string
  }

  test('a title published through A is live on B, in a page and an API call B had cached', async () => {
    const event = await (await b.get('/api/v1/match/events/fall-open-house')).json()
    const stamp = Date.now()
    const search = `/api/v1/events?filters[title][like]=Scaled ${stamp}`
    // B renders both once (how long a render takes on this machine now) and then answers them from its own caches.
    const pageMiss = await timed(async () => expect((await b.get(event.path)).ok()).toBe(true))
    const apiMiss = await timed(async () => expect((await (await b.get(search)).json()).total).toBe(0))
    expect((await b.get(event.path)).headers()['x-nextjs-cache']).toBe('HIT')
    expect((await (await b.get(search)).json()).total).toBe(0)
    // The front cache keeps the page too.
    if (front) await expect.poll(async () => (await front.get(event.path)).headers()['x-cache-status'], { timeout: 10_000, intervals: [100] }).toBe('HIT')

    const token = await signIn(a)
    const title = `Fall Open House Scaled ${stamp}`
    const update = await a.patch(`/api/events/${event.id}`, { headers: { Authorization: `JWT ${token}` }, data: { title, _status: 'published' } })
    expect(update.ok()).toBe(true)

    // B is read the moment the publish has answered. The very first read already shows the change
    // (the next request), within 1 s plus what B needs to render it afresh on this machine.
    const page = await liveWithin(async () => (await (await b.get(event.path)).text()).includes(title), LIVE_WITHIN_MS)
    const api = await liveWithin(async () => (await (await b.get(search)).json()).items.some((item: { title: string }) => item.title === title), LIVE_WITHIN_MS)
    test.info().annotations.push({
      type: 'live on B',
      description: `page ${page.ms} ms (${page.reads} reads; a render took ${pageMiss} ms), API ${api.ms} ms (${api.reads} reads; ${apiMiss} ms)`,
    })
    expect(page.reads).toBe(1)
    expect(api.reads).toBe(1)
    expect(page.ms).toBeLessThan(LIVE_WITHIN_MS + pageMiss)
    expect(api.ms).toBeLessThan(LIVE_WITHIN_MS + apiMiss)
    // And A, which made the change, shows it too.
    expect(await (await a.get(event.path)).text()).toContain(title)
    // Through the front cache (either instance behind it): within the second, whatever it kept.
    if (front) {
      const fronted = await liveWithin(async () => (await (await front.get(event.path)).text()).includes(title), LIVE_WITHIN_MS)
      test
        .info()
        .annotations.push({ type: 'live through the front cache', description: `${fronted.ms} ms after the publish answered (${fronted.reads} reads)` })
      expect(fronted.ms).toBeLessThan(LIVE_WITHIN_MS + pageMiss + page.ms)
    }
  })

  test('a redirect added through A is followed by B at once', async () => {
    const from = `/scale-out-${Date.now()}`
    // B has loaded its redirect table (the address is no redirect yet; the time is a table load and a 404).
    const miss = await timed(async () => expect((await b.get(from, { maxRedirects: 0 })).status()).toBe(404))
    const token = await signIn(a)
    const created = await a.post('/api/redirects', {
      headers: { Authorization: `JWT ${token}` },
      data: { from, to: { type: 'custom', url: '/about' }, type: '302', approved: true },
    })
    expect(created.ok()).toBe(true)

    const took = await liveWithin(async () => (await b.get(from, { maxRedirects: 0 })).status() === 302, LIVE_WITHIN_MS)
    test.info().annotations.push({ type: 'live on B', description: `redirect ${took.ms} ms (${took.reads} reads; before it, ${miss} ms)` })
    expect(took.reads).toBe(1)
    expect(took.ms).toBeLessThan(LIVE_WITHIN_MS + miss)
    expect((await b.get(from, { maxRedirects: 0 })).headers()['location']).toMatch(/\/about$/)
    // Through the front cache too.
    if (front) {
      const fronted = await liveWithin(async () => (await front.get(from, { maxRedirects: 0 })).status() === 302, LIVE_WITHIN_MS)
      expect(fronted.ms).toBeLessThan(LIVE_WITHIN_MS + miss)
    }
  })

  test('a page B kept is replaced on every instance once a time boundary on it has passed (the clock job, run on A)', async () => {
    /** The alert's window: long enough for B to render the page with it on this machine. */
    const WINDOW_MS = 20_000
    /** The clock job is scheduled once a minute and looks back two (decision 0104): the job clock's calls run it within that. */
    const CLOCK_JOB_WITHIN_MS = 150_000
    test.setTimeout(WINDOW_MS + CLOCK_JOB_WITHIN_MS + 60_000)
    const token = await signIn(a)
    const title = `Scaled window ${Date.now()}`
    const showUntil = Date.now() + WINDOW_MS
    const created = await a.post('/api/site-wide-alerts', {
      headers: { Authorization: `JWT ${token}` },
      data: { title, message: 'Shown until its window ends.', published: true, showUntil: new Date(showUntil).toISOString() },
    })
    expect(created.ok(), await created.text()).toBe(true)
    // B renders the home page with the alert once (the publish is live on it), then answers it from its response cache.
    expect(await (await b.get('/')).text()).toContain(title)
    expect(await (await b.get('/')).text()).toContain(title)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, showUntil - Date.now()) + 500))
    // Nothing but the clock job tells B that the window ended: once A runs it, neither instance shows the alert.
    const started = Date.now()
    await expect
      .poll(
        async () => {
          expect((await a.get(JOBS_RUN_PATH, { headers: { Authorization: `Bearer ${cronSecret}` } })).status()).toBe(200)
          return (await (await b.get('/')).text()).includes(title)
        },
        { intervals: [2_000], timeout: CLOCK_JOB_WITHIN_MS },
      )
      .toBe(false)
    test.info().annotations.push({ type: 'replaced on B', description: `${Date.now() - started} ms after the window ended, calling the job clock every 2 s` })
    expect(await (await a.get('/')).text()).not.toContain(title)
  })
})
