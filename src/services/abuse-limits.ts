import { createClient } from 'redis'

import {
  ABUSE_LIMITS,
  type AbuseLimit,
  type LimitRule,
  type LimitVerdict,
  RateLimiter,
  retryAfterSeconds,
  senderOf as senderIn,
  tooManyMessage,
} from '@/domain/rate-limit'
import { env } from '@/env'

/** The abuse limits (docs/decisions/0062) in Redis when REDIS_URL is set, else in memory; Redis unreachable, in memory rather than refuse everyone. */
interface HitStore {
  take(key: string, rule: LimitRule): Promise<LimitVerdict>
  giveBack(key: string): Promise<void>
  clear(key: string): Promise<void>
}

const memoryLimiters = new Map<AbuseLimit, RateLimiter>()

function memoryStore(limit: AbuseLimit): HitStore {
  let limiter = memoryLimiters.get(limit)
  if (!limiter) memoryLimiters.set(limit, (limiter = new RateLimiter(ABUSE_LIMITS[limit])))
  return {
    take: async (key) => limiter.take(key, Date.now()),
    giveBack: async (key) => limiter.giveBack(key),
    clear: async (key) => limiter.clear(key),
  }
}

/** A client of `url` that gives up rather than reconnect without end: a try that finds Redis down counts in memory. */
export const redisClient = (url: string) => createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: (retries) => (retries > 3 ? false : 200) } })

type Redis = ReturnType<typeof redisClient>

/** A fixed window in Redis under `prefix`: the first try of a window sets its expiry. */
export function redisStore(redis: Redis, prefix: string): HitStore {
  return {
    async take(key, rule) {
      const at = `${prefix}${key}`
      const [count, , ttl] = (await redis.multi().incr(at).pExpire(at, rule.windowMs, 'NX').pTTL(at).exec()) as unknown as [number, unknown, number]
      return count <= rule.limit ? { allowed: true } : { allowed: false, retryAfterMs: ttl > 0 ? ttl : rule.windowMs }
    },
    async giveBack(key) {
      // Only a window still open: DECR on a key gone would start a new one below zero.
      await redis.eval("if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0", { keys: [`${prefix}${key}`] })
    },
    async clear(key) {
      await redis.del(`${prefix}${key}`)
    },
  }
}

let shared: Promise<Redis | null> | undefined
/** After a failed connection, tries count in memory this long before Redis is asked again: no try waits on a dead server. */
const REDIS_RETRY_AFTER_MS = 30_000
let downUntil = 0
/** The address `shared` connects to: another (the tests change it) starts afresh. */
let sharedUrl: string | undefined

/** The Redis connection of this instance, or null when none is configured or it cannot be reached now. */
async function sharedRedis(): Promise<Redis | null> {
  const url = env().REDIS_URL
  if (url !== sharedUrl) [shared, sharedUrl, downUntil] = [undefined, url, 0]
  if (!url || Date.now() < downUntil) return null
  shared ??= (async () => {
    const client = redisClient(url)
    client.on('error', (error) => console.error('[limits] Redis:', error instanceof Error ? error.message : error))
    await client.connect()
    return client
  })().catch((error) => {
    console.error('[limits] Redis cannot be reached; counting in memory:', error instanceof Error ? error.message : error)
    shared = undefined
    downUntil = Date.now() + REDIS_RETRY_AFTER_MS
    return null
  })
  const client = await shared
  return client?.isReady ? client : null
}

async function storeFor<T>(limit: AbuseLimit, count: (store: HitStore) => Promise<T>): Promise<T> {
  const redis = await sharedRedis()
  if (redis) {
    try {
      return await count(redisStore(redis, `limit:${limit}:`))
    } catch (error) {
      console.error(`[limits] Redis failed for ${limit}; counting in memory:`, error instanceof Error ? error.message : error)
    }
  }
  return count(memoryStore(limit))
}

/** Counts one try of `limit` by `key`: allowed, or how long to wait. */
export const takeTry = (limit: AbuseLimit, key: string): Promise<LimitVerdict> => storeFor(limit, (store) => store.take(key, ABUSE_LIMITS[limit]))

/** Hands back the latest try of `key` (a sign-in that succeeded was no failure). */
export const giveBackTry = (limit: AbuseLimit, key: string): Promise<void> => storeFor(limit, (store) => store.giveBack(key))

/** Starts `key` afresh (an account signed in: its failures are forgiven, as the lockout's are). */
export const clearTries = (limit: AbuseLimit, key: string): Promise<void> => storeFor(limit, (store) => store.clear(key))

/** The client's address as the trusted proxies in front pass it on (domain/rate-limit.ts senderOf). */
export const senderOf = (headers: Headers): string | null => senderIn(headers, env().TRUSTED_PROXIES)

/** A try past its limit: the caller answers 429 with `Retry-After` and this message. */
export class TooManyTries extends Error {
  constructor(
    readonly limit: AbuseLimit,
    readonly retryAfterMs: number,
  ) {
    super(tooManyMessage(limit, retryAfterMs))
  }

  /** The `Retry-After` header of the answer. */
  get retryAfter(): Record<string, string> {
    return { 'Retry-After': String(retryAfterSeconds(this.retryAfterMs)) }
  }
}

/** Counts one try of `limit` by `key`, and throws TooManyTries past it. No key (a script, the local API): nothing to count. */
export async function countTry(limit: AbuseLimit, key: string | null): Promise<void> {
  if (key === null) return
  const verdict = await takeTry(limit, key)
  if (!verdict.allowed) throw new TooManyTries(limit, verdict.retryAfterMs)
}
