import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as newsletterSignup } from '@/app/api/v1/newsletter-signups/route'
import { GET as searchRoute } from '@/app/api/v1/search/route'
import { ABUSE_LIMITS, FORGOT_PASSWORD_INTERVAL_MS, PEER_ADDRESS_HEADER } from '@/domain/rate-limit'
import type { SeedResult } from '@/seed/index'
import { reloadEnv } from '@/env'
import { TooManyTries, countTry, redisClient, redisStore } from '@/services/abuse-limits'

import { call, payloadRest, seededPayload, staffToken } from './harness'

const REDIS_URL = 'redis://127.0.0.1:6379'

/** Every sign-in derives a key of 600,000 rounds, an unknown account's too (docs/decisions/0116): tests of dozens of them take their time on a loaded machine. */
const SIGN_INS_TIMEOUT_MS = 180_000

// Sign-in and abuse limits (docs/decisions/0062): what an attacker measured, tried again.
describe('abuse limits', () => {
  let payload: Payload
  let seeded: SeedResult
  let viewer: string // signed in before the first test locks the Viewer out

  beforeAll(async () => {
    ;({ payload, seeded } = await seededPayload())
    viewer = await staffToken(payload, seeded, 'Viewer')
  })

  const login = (email: string, password: string, address?: string) =>
    payloadRest('users/login', { method: 'POST', body: { email, password }, headers: address ? { 'X-Forwarded-For': address } : {} })
  /** Tries to sign in to accounts that do not exist, side by side: each costs a password derivation, and the machine's cores share them. */
  const statusesAtOnce = async (count: number, attempt: (i: number) => Promise<{ status: number }>) =>
    (await Promise.all(Array.from({ length: count }, (_, i) => attempt(i)))).map((answer) => answer.status)

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

  it(
    'forgives an account its failures once it signs in',
    async () => {
      const account = seeded.logins.find((entry) => entry.role === 'Editor') ?? seeded.logins.find((entry) => entry.role !== 'Viewer')!
      for (let i = 0; i < ABUSE_LIMITS.signInAccount.limit - 1; i++) expect((await login(account.email, 'typo')).status).toBe(401)
      expect((await login(account.email, account.password)).status).toBe(200)
      for (let i = 0; i < ABUSE_LIMITS.signInAccount.limit - 1; i++) expect((await login(account.email, 'typo')).status).toBe(401)
      expect((await login(account.email, account.password)).status).toBe(200)
    },
    SIGN_INS_TIMEOUT_MS,
  )

  it(
    'limits failed sign-ins per address, over any accounts, and counts none that succeed',
    async () => {
      const address = '203.0.113.41'
      const admin = seeded.logins.find((entry) => entry.role === 'Administrator')!
      for (let i = 0; i < 5; i++) expect((await login(admin.email, admin.password, address)).status).toBe(200)
      expect(await statusesAtOnce(ABUSE_LIMITS.signInAddress.limit, (i) => login(`nobody-${i}@example.edu`, 'guess', address))).toEqual(
        Array(ABUSE_LIMITS.signInAddress.limit).fill(401),
      )
      const refused = await login('nobody-else@example.edu', 'guess', address)
      expect(refused.status).toBe(429)
      expect(refused.body.errors[0].message).toMatch(/from your network/)
      // Another address is not held back, and the forwarded chain's forged first entry does not help.
      expect((await login(admin.email, admin.password, '198.51.100.9')).status).toBe(200)
      expect((await login('nobody-else@example.edu', 'guess', `198.51.100.77, ${address}`)).status).toBe(429)
    },
    SIGN_INS_TIMEOUT_MS,
  )

  it(
    'believes no X-Forwarded-For when no proxy is trusted: a new one on each try still counts for the one connection',
    async () => {
      // Decision 0120: TRUSTED_PROXIES=0 (the default), as when `npm start` serves directly; the server's edge names the connection.
      process.env.TRUSTED_PROXIES = '0'
      reloadEnv()
      try {
        const from = (i: number) => ({ 'X-Forwarded-For': `10.66.${i >> 8}.${i & 255}`, [PEER_ADDRESS_HEADER]: '203.0.113.70' })
        const spray = (i: number) =>
          payloadRest('users/login', { method: 'POST', body: { email: `spray-${i}@example.edu`, password: 'guess' }, headers: from(i) })
        expect(await statusesAtOnce(ABUSE_LIMITS.signInAddress.limit, spray)).toEqual(Array(ABUSE_LIMITS.signInAddress.limit).fill(401))
        const refused = await payloadRest('users/login', { method: 'POST', body: { email: 'spray-last@example.edu', password: 'guess' }, headers: from(999) })
        expect(refused.status).toBe(429)
      } finally {
        process.env.TRUSTED_PROXIES = '1'
        reloadEnv()
      }
    },
    SIGN_INS_TIMEOUT_MS,
  )

  const lockOut = async (email: string) => {
    for (let i = 0; i < ABUSE_LIMITS.signInAccount.limit; i++) await login(email, 'wrong password')
  }

  it(
    'lifts a lockout when an administrator unlocks the account',
    async () => {
      const account = seeded.logins.find((entry) => entry.role === 'Events manager')!
      await lockOut(account.email)
      expect((await login(account.email, account.password)).status).toBe(429)
      expect((await payloadRest('users/unlock', { method: 'POST', token: viewer, body: { email: account.email } })).status).toBe(403)
      const admin = await staffToken(payload, seeded, 'Administrator')
      expect((await payloadRest('users/unlock', { method: 'POST', token: admin, body: { email: account.email } })).status).toBe(200)
      expect((await login(account.email, account.password)).status).toBe(200)

      // A new password set by an administrator lifts it too.
      await lockOut(account.email)
      const { id } = (await payload.find({ collection: 'users', where: { email: { equals: account.email } }, overrideAccess: true })).docs[0]!
      expect((await payloadRest(`users/${id}`, { method: 'PATCH', token: admin, body: { password: 'set by the administrator 5' } })).status).toBe(200)
      expect((await login(account.email, 'set by the administrator 5')).status).toBe(200)
    },
    SIGN_INS_TIMEOUT_MS,
  )

  it(
    'lets a locked-out owner back in through the forgot-password e-mail, signed in by the reset',
    async () => {
      const account = seeded.logins.find((entry) => entry.role === 'Academic editor')!
      await lockOut(account.email)
      expect((await login(account.email, account.password)).status).toBe(429)
      expect((await payloadRest('users/forgot-password', { method: 'POST', body: { email: account.email } })).status).toBe(200)
      // The link reaches its owner through the outbox, as every e-mail of the site does.
      const { docs: mails } = await payload.find({
        collection: 'outbox-messages',
        where: { to: { equals: account.email } },
        overrideAccess: true,
        sort: '-createdAt',
      })
      const token = /href="http:\/\/localhost:3000\/admin\/reset\/([A-Za-z0-9]+)"/.exec(mails[0]?.html ?? '')?.[1]
      expect(token).toBeTruthy()
      const reset = await payloadRest('users/reset-password', { method: 'POST', body: { token, password: 'a fresh password 77' } })
      expect(reset.status).toBe(200)
      expect(reset.body.token).toBeTruthy()
      expect((await login(account.email, 'a fresh password 77')).status).toBe(200)
    },
    SIGN_INS_TIMEOUT_MS,
  )

  it('does the work of a password check for an e-mail no account has, as for one that exists', async () => {
    const account = seeded.logins.find((entry) => entry.role === 'Content editor')!
    const derive = vi.spyOn(crypto, 'pbkdf2')
    try {
      expect((await login(account.email, 'not the password')).status).toBe(401)
      const known = derive.mock.calls.map((args) => [args[2], args[3]])
      derive.mockClear()
      expect((await login('nobody-here@foundry.example', 'not the password')).status).toBe(401)
      const unknown = derive.mock.calls.map((args) => [args[2], args[3]])
      expect(known.length).toBeGreaterThan(0)
      expect(unknown).toEqual(known)
    } finally {
      derive.mockRestore()
    }
  })

  it('sends one reset e-mail per account in its interval, answers the same for an unknown e-mail, and limits each sender', async () => {
    const account = seeded.logins.find((entry) => entry.role === 'Content editor')!
    const forgot = (email: string, address?: string) =>
      payloadRest('users/forgot-password', { method: 'POST', body: { email }, headers: address ? { 'X-Forwarded-For': address } : {} })
    const tokenOf = async () =>
      (await payload.db.find<{ resetPasswordToken: string; id: number }>({ collection: 'users', where: { email: { equals: account.email } } })).docs[0]!
    const first = await forgot(account.email)
    expect(first.status).toBe(200)
    const sent = await tokenOf()
    // A minute later (Payload's own interval is fifteen seconds), within ours: the same answer, no new e-mail.
    await payload.db.updateOne({ collection: 'users', id: sent.id, data: { resetPasswordRequestedAt: new Date(Date.now() - 60_000).toISOString() } })
    expect(60_000).toBeLessThan(FORGOT_PASSWORD_INTERVAL_MS)
    const again = await forgot(account.email)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect((await tokenOf()).resetPasswordToken).toBe(sent.resetPasswordToken)
    const unknown = await forgot('nobody-here@foundry.example')
    expect([unknown.status, unknown.body]).toEqual([200, first.body])

    const address = '203.0.113.70'
    for (let i = 0; i < ABUSE_LIMITS.forgotPasswordAddress.limit; i++) expect((await forgot(`someone-${i}@foundry.example`, address)).status).toBe(200)
    const refused = await forgot(account.email, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await forgot(account.email, '203.0.113.71')).status).toBe(200)
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
