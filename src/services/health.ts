import type { DrizzleAdapter } from '@payloadcms/drizzle'

import { type CheckState, HEALTH_CHECK_TIMEOUT_MS, type HealthVerdict, healthVerdict } from '@/domain/health'
import { env } from '@/env'
import { redisClient } from '@/services/abuse-limits'
import { cms } from '@/services/cms'

/** Resolves to `work`'s answer, or rejects once `ms` have gone by. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** One trivial statement through Payload's own connection (SQLite file or PostgreSQL pool). */
async function database(): Promise<CheckState> {
  try {
    await within(
      (async () => {
        const db = (await cms()).db as unknown as DrizzleAdapter
        await db.execute({ drizzle: db.drizzle, raw: 'SELECT 1' })
      })(),
      HEALTH_CHECK_TIMEOUT_MS,
    )
    return 'ok'
  } catch (error) {
    console.error('[health] the database does not answer:', error instanceof Error ? error.message : error)
    return 'down'
  }
}

type Redis = ReturnType<typeof redisClient>
/** This instance's connection for the probe, kept between probes; dropped when it fails. */
let probe: { url: string; client: Promise<Redis> } | undefined

async function redis(): Promise<CheckState> {
  const url = env().REDIS_URL
  if (!url) return 'not configured'
  if (probe?.url !== url) {
    const client = redisClient(url)
    client.on('error', () => {}) // a failed PING says it; the reconnect noise would not help
    probe = { url, client: client.connect() }
  }
  const current = probe
  try {
    const client = await within(current.client, HEALTH_CHECK_TIMEOUT_MS)
    await within(client.ping(), HEALTH_CHECK_TIMEOUT_MS)
    return 'ok'
  } catch (error) {
    console.error('[health] Redis does not answer:', error instanceof Error ? error.message : error)
    if (probe === current) probe = undefined
    void current.client.then((client) => client.destroy()).catch(() => {})
    return 'down'
  }
}

/** Asks the database and, when configured, Redis, both at once. */
export async function checkHealth(): Promise<HealthVerdict> {
  const [databaseState, redisState] = await Promise.all([database(), redis()])
  return healthVerdict({ database: databaseState, redis: redisState })
}
