import { randomBytes } from 'node:crypto'

import { createClient } from 'redis'
import { afterAll, describe, expect, it } from 'vitest'

import { onTagsRevalidated } from '@/server/revalidation-listeners.mjs'
import { SharedRevalidation } from '@/server/shared-revalidation.mjs'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/14'
/** How soon another instance must hear of a publish (the next request; 1 s is the browser test's bound). */
const HEARD_WITHIN_MS = 1_000

const redisAnswers = await (async () => {
  const probe = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } })
  probe.on('error', () => undefined)
  try {
    await probe.connect()
    await probe.close()
    return true
  } catch {
    return false
  }
})()
if (!redisAnswers && process.env.CI === 'true') throw new Error(`Redis does not answer at ${REDIS_URL}, and CI needs it`)

/** An instance's link to the others, recording what it was told to revalidate. */
function instance(prefix: string, name: string) {
  const applied: string[][] = []
  const shared = new SharedRevalidation({ url: REDIS_URL, prefix, name, apply: (tags: string[]) => applied.push(tags) })
  made.push(shared)
  return { shared, applied }
}
const made: SharedRevalidation[] = []
/** This run's own keys and channel: other runs (and other helpers' tests) share the server. */
const PREFIX = `college-test:${randomBytes(4).toString('hex')}:`
afterAll(async () => {
  await Promise.all(made.map((shared) => shared.stop()))
  if (!redisAnswers) return
  const admin = createClient({ url: REDIS_URL })
  await admin.connect()
  for await (const keys of admin.scanIterator({ MATCH: `${PREFIX}*` })) if (keys.length > 0) await admin.del(keys)
  await admin.close()
})

const waitFor = async (check: () => boolean, ms = HEARD_WITHIN_MS) => {
  const until = Date.now() + ms
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10))
  return check()
}

// A publish on one instance is replayed on every other, through real Redis (docs/decisions/0067).
describe.skipIf(!redisAnswers)('revalidation shared through Redis', () => {
  const prefix = PREFIX

  it('replays a tag revalidated on one instance on the others within a second, not on itself, and tells the listeners', async () => {
    const a = instance(prefix, 'it-a')
    const b = instance(prefix, 'it-b')
    const c = instance(prefix, 'it-c')
    await Promise.all([a.shared.ready(), b.shared.ready(), c.shared.ready()])
    const heard: string[][] = []
    const stop = onTagsRevalidated((tags: string[]) => heard.push(tags))
    const started = Date.now()
    await a.shared.publish(['_N_T_/layout'])
    expect(await waitFor(() => b.applied.some((tags) => tags.includes('_N_T_/layout')) && c.applied.some((tags) => tags.includes('_N_T_/layout')))).toBe(true)
    expect(Date.now() - started).toBeLessThan(HEARD_WITHIN_MS)
    expect(a.applied.flat()).not.toContain('_N_T_/layout')
    expect(heard.flat()).toContain('_N_T_/layout')
    stop()
  })

  it('catches up after its connections were cut: a tag revalidated while it was away is replayed when it is back', async () => {
    const b = instance(prefix, 'it-e')
    await b.shared.ready()
    b.applied.length = 0
    // A publish whose message b never hears (as when it was away): only the version moves.
    const admin = createClient({ url: REDIS_URL })
    await admin.connect()
    await admin.hIncrBy(`${prefix}revalidated-tag-versions`, 'missed-while-away', 1)
    expect(await waitFor(() => b.applied.length > 0, 300)).toBe(false)
    const clients = (await admin.sendCommand(['CLIENT', 'LIST'])) as string
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(' name=it-e '))
      .map((line) => /id=(\d+)/.exec(line)![1]!)
    expect(ids).toHaveLength(2)
    for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id])
    await admin.close()
    expect(await waitFor(() => b.applied.flat().includes('missed-while-away'), 3_000)).toBe(true)
    // Only what moved is replayed, not every tag ever revalidated.
    expect(b.applied.flat()).not.toContain('_N_T_/layout')
  })

  it('never holds a publish up when Redis cannot be reached', async () => {
    const down = new SharedRevalidation({ url: 'redis://127.0.0.1:1', prefix, apply: () => undefined, name: 'it-down' })
    made.push(down)
    const started = Date.now()
    await down.publish(['_N_T_/layout'])
    expect(Date.now() - started).toBeLessThan(100)
  })
})
