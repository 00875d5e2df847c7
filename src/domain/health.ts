/** The health endpoint's verdict (decision 0069; GET /api/health, outside spec §7's /api/v1): what a load balancer reads. Pure. */

/** Each check answers within this, or counts as down: a probe must be cheap and never hang. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000

export type CheckState = 'ok' | 'down' | 'not configured'
export type HealthChecks = { database: CheckState; redis: CheckState }

export type HealthVerdict = { status: 200 | 503; body: { status: 'ok' | 'unavailable'; checks: HealthChecks; message?: string } }

const WHAT = { database: 'The database', redis: 'Redis' } as const

/** 200 when every configured part answers; 503 naming what does not (never why: no hosts, no errors). */
export function healthVerdict(checks: HealthChecks): HealthVerdict {
  const down = (Object.keys(WHAT) as (keyof HealthChecks)[]).filter((part) => checks[part] === 'down')
  if (down.length === 0) return { status: 200, body: { status: 'ok', checks } }
  const message = `${down.map((part) => WHAT[part]).join(' and ')} ${down.length > 1 ? 'do' : 'does'} not answer.`
  return { status: 503, body: { status: 'unavailable', checks, message } }
}
