/**
 * The job clock: calls Payload's job endpoint once a minute, so scheduled jobs run inside a request,
 * where they can revalidate cached pages (docs/decisions/0054).
 */
import { randomBytes } from 'node:crypto'

const JOB_CLOCK_INTERVAL_MS = 60_000
export const JOBS_RUN_PATH = '/api/payload-jobs/run?allQueues=true&silent=true'

/**
 * The environment with a CRON_SECRET: the one given, or a new one for this run.
 * @template {NodeJS.ProcessEnv | Record<string, string | undefined>} Env
 * @param {Env} env
 * @returns {Env & { CRON_SECRET: string }}
 */
export function withCronSecret(env) {
  return { ...env, CRON_SECRET: env.CRON_SECRET || randomBytes(24).toString('hex') }
}

/**
 * Starts the clock against `base`. A tick is skipped while the last one runs; a failure is said once, and so is the recovery.
 * @param {{ base: string, secret: string, intervalMs?: number, log?: (message: string) => void }} options
 */
export function startJobClock({ base, secret, intervalMs = JOB_CLOCK_INTERVAL_MS, log = (message) => console.warn(message) }) {
  let running = false
  /** @type {string | null} */
  let problem = null
  const tick = async () => {
    if (running) return
    running = true
    /** @type {string | null} */
    let now = null
    try {
      const response = await fetch(new URL(JOBS_RUN_PATH, base), {
        headers: { Authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(intervalMs * 5),
      })
      await response.arrayBuffer()
      if (!response.ok) now = `the server answered ${response.status}`
    } catch (error) {
      const failure = /** @type {{ message?: string, cause?: { code?: string, message?: string } } | null | undefined} */ (error)
      if (failure?.cause?.code !== 'ECONNREFUSED') now = failure?.cause?.message ?? failure?.message ?? String(error)
    } finally {
      running = false
    }
    if (now && now !== problem) log(`job clock: the scheduled jobs did not run (${now}); trying again every ${intervalMs / 1000} s`)
    if (!now && problem) log('job clock: the scheduled jobs run again')
    problem = now
  }
  const timer = setInterval(tick, intervalMs)
  return { tick, stop: () => clearInterval(timer) }
}
