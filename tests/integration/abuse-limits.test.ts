import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as newsletterSignup } from '@/app/api/v1/newsletter-signups/route'
import { GET as searchRoute } from '@/app/api/v1/search/route'
import { ABUSE_LIMITS, PEER_ADDRESS_HEADER } from '@/domain/rate-limit'
import type { SeedResult } from '@/seed/index'
import { reloadEnv } from '@/env'
import { TooManyTries, countTry, redisClient, redisStore } from '@/services/abuse-limits'

import { call, payloadRest, seededPayload } from './harness'

const REDIS_URL = 'redis://127.0.0.1:6379'

// Sign-in and abuse limits (docs/decisions/0062): what an attacker measured, tried again.
describe('abuse limits', () => {
  let payload: Payload
  let seeded: SeedResult

  beforeAll(async () => {
    ;({ payload, seeded } = await seededPayload())
  })

  const login = (email: string, password: string, address?: string) =>
    payloadRest('users/login', { method: 'POST', body: { email, password }, headers: address ? { 'X-Forwarded-For': address } : {} })

  it('holds the lockout when fifty wrong passwords arrive at once at an account with a live session', async () => {
    const account = seeded.logins.find((entry) => entry.role === 'Viewer')!
    expect((await login(account.email, account.password)).status).toBe(200) // the live session
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(account.email, 'wrong password')))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ABUSE_LIMITS.signInAccount.limit)
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.body.errors[0].message).toMatch(/too many failed sign-ins/)

    // The right password is refused too until the window passes.
    const right = await login(account.email, account.password)
    expect(right.status).toBe(429)
    expect(right.body.token).toBeUndefined()
  })

  it('forgives an account its failures once it signs in', async () => {
    const account = seeded.logins.find((entry) => entry.role === 'Editor') ?? seeded.logins.find((entry) => entry.role !== 'Viewer')!
    for (let i = 0; i < ABUSE_LIMITS.signInAccount.limit - 1; i++) expect((await login(account.email, 'typo')).status).toBe(401)
    expect((await login(account.email, account.password)).status).toBe(200)
    for (let i = 0; i < ABUSE_LIMITS.signInAccount.limit - 1; i++) expect((await login(account.email, 'typo')).status).toBe(401)
    expect((await login(account.email, account.password)).status).toBe(200)
  })

  it('limits failed sign-ins per address, over any accounts, and counts none that succeed', async () => {
    const address = '203.0.113.41'
    const admin = seeded.logins.find((entry) => entry.role === 'Administrator')!
    for (let i = 0; i < 5; i++) expect((await login(admin.email, admin.password, address)).status).toBe(200)
    for (let i = 0; i < ABUSE_LIMITS.signInAddress.limit; i++) expect((await login(`nobody-${i}@example.edu`, 'guess', address)).status).toBe(401)
    const refused = await login('nobody-else@example.edu', 'guess', address)
    expect(refused.status).toBe(429)
    expect(refused.body.errors[0].message).toMatch(/from your network/)
    // Another address is not held back, and the forwarded chain's forged first entry does not help.
    expect((await login(admin.email, admin.password, '198.51.100.9')).status).toBe(200)
    expect((await login('nobody-else@example.edu', 'guess', `198.51.100.77, ${address}`)).status).toBe(429)
  })

  it('believes no X-Forwarded-For when no proxy is trusted: a new one on each try still counts for the one connection', async () => {
    // Decision 0120: TRUSTED_PROXIES=0 (the default), as when `npm start` serves directly; the server's edge names the connection.
    process.env.TRUSTED_PROXIES = '0'
    reloadEnv()
    try {
      const from = (i: number) => ({ 'X-Forwarded-For': `10.66.${i >> 8}.${i & 255}`, [PEER_ADDRESS_HEADER]: '203.0.113.70' })
      for (let i = 0; i < ABUSE_LIMITS.signInAddress.limit; i++)
        expect(
          (await payloadRest('users/login', { method: 'POST', body: { email: `spray-${i}@example.edu`, password: 'guess' }, headers: from(i) })).status,
        ).toBe(401)
      const refused = await payloadRest('users/login', { method: 'POST', body: { email: 'spray-last@example.edu', password: 'guess' }, headers: from(999) })
      expect(refused.status).toBe(429)
    } finally {
      process.env.TRUSTED_PROXIES = '1'
      reloadEnv()
    }
  })

  it('answers a sender past its sign-up limit 429 with Retry-After and a message, and stores nothing more', async () => {
    const signUp = (n: number, address: string) =>
      call(newsletterSignup, '/api/v1/newsletter-signups', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email: `limit-${address}-${n}@example.com`, list: 'svanow' }),
      })
    for (let n = 0; n < ABUSE_LIMITS.newsletterSignup.limit; n++) expect((await signUp(n, '203.0.113.50')).status).toBe(201)
    const refused = await signUp(99, '203.0.113.50')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.body.error.message).toMatch(/Too many sign-ups/)
    const stored = await payload.count({ collection: 'newsletter-signups', overrideAccess: true, where: { email: { like: 'limit-203.0.113.50-' } } })
    expect(stored.totalDocs).toBe(ABUSE_LIMITS.newsletterSignup.limit)
    expect((await signUp(0, '203.0.113.51')).status).toBe(201)
  })

  it('answers a sender past its search limit 429 with Retry-After and a message', async () => {
    const searchFrom = (address: string) => call(searchRoute, '/api/v1/search?q=painting', { headers: { 'X-Forwarded-For': address } })
    const answers = await Promise.all(Array.from({ length: ABUSE_LIMITS.search.limit + 5 }, () => searchFrom('203.0.113.60')))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(ABUSE_LIMITS.search.limit)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(refused.body.error.message).toMatch(/Too many searches/)
    expect((await searchFrom('203.0.113.61')).status).toBe(200)
  })
})

// With REDIS_URL set, every instance counts in the same place.
describe('limits counted in Redis', () => {
  const clients = [redisClient(REDIS_URL), redisClient(REDIS_URL)]
  const prefix = `limit-test:${process.pid}:${Date.now()}:`
  const rule = { limit: 10, windowMs: 60_000 }

  beforeAll(async () => {
    await Promise.all(clients.map((client) => client.connect()))
  })
  afterAll(async () => {
    for (const key of await clients[0]!.keys(`${prefix}*`)) await clients[0]!.del(key)
    await Promise.all(clients.map((client) => client.close()))
  })

  it('are shared by two instances, exactly, when fifty tries arrive at once', async () => {
    const [one, two] = clients.map((client) => redisStore(client, prefix))
    const verdicts = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one! : two!).take('shared', rule)))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(rule.limit)
    const refused = verdicts.find((verdict) => !verdict.allowed)
    expect(refused && !refused.allowed && refused.retryAfterMs).toBeGreaterThan(0)
    expect(refused && !refused.allowed && refused.retryAfterMs).toBeLessThanOrEqual(rule.windowMs)
  })

  it('take a try back, and start a key afresh', async () => {
    const store = redisStore(clients[0]!, prefix)
    for (let i = 0; i < rule.limit; i++) await store.take('back', rule)
    await store.giveBack('back')
    expect(await store.take('back', rule)).toEqual({ allowed: true })
    expect((await store.take('back', rule)).allowed).toBe(false)
    await store.clear('back')
    expect(await store.take('back', rule)).toEqual({ allowed: true })
    await store.giveBack('gone') // no window open: nothing goes below zero
    expect(await clients[0]!.exists(`${prefix}gone`)).toBe(0)
  })
})

// With REDIS_URL set the site counts there; a Redis that cannot be reached falls back to memory.
describe('the abuse limits with REDIS_URL', () => {
  const key = `instance-test-${process.pid}-${Date.now()}`
  afterAll(() => {
    delete process.env.REDIS_URL
    reloadEnv()
  })

  it('count in memory, and still refuse past the limit, when Redis cannot be reached', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    reloadEnv()
    for (let i = 0; i < ABUSE_LIMITS.newsletterSignup.limit; i++) await countTry('newsletterSignup', `${key}-down`)
    await expect(countTry('newsletterSignup', `${key}-down`)).rejects.toBeInstanceOf(TooManyTries)
  })

  it('count in Redis, where every instance reads the same count', async () => {
    process.env.REDIS_URL = REDIS_URL
    reloadEnv()
    for (let i = 0; i < ABUSE_LIMITS.newsletterSignup.limit; i++) await countTry('newsletterSignup', key)
    await expect(countTry('newsletterSignup', key)).rejects.toThrow(/Too many sign-ups/)
    const redis = redisClient(REDIS_URL)
    await redis.connect()
    expect(Number(await redis.get(`limit:newsletterSignup:${key}`))).toBeGreaterThan(ABUSE_LIMITS.newsletterSignup.limit)
    await redis.del(`limit:newsletterSignup:${key}`)
    await redis.close()
  })
})
