import { FORM_SUBMISSION_LIMIT } from './forms'

/** At most `limit` tries in any `windowMs`. */
export type LimitRule = { limit: number; windowMs: number }

/** What a limit answers to one more try. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number }

const TEN_MINUTES = 10 * 60 * 1000

/** The abuse limits per sender, and sign-in per account (our figures; docs/decisions/0062); sign-in counts failures, taken before the password check. */
export const ABUSE_LIMITS = {
  /** Ten failures lock the account for ten minutes, as `maxLoginAttempts` and `lockTime` do. */
  signInAccount: { limit: 10, windowMs: TEN_MINUTES },
  /** A few people's typos behind one address, not a password spray over many accounts. */
  signInAddress: { limit: 30, windowMs: TEN_MINUTES },
  /** A family signing up for several lists, not a list of stolen addresses. */
  newsletterSignup: { limit: 10, windowMs: TEN_MINUTES },
  formSubmission: { limit: FORM_SUBMISSION_LIMIT.limit, windowMs: FORM_SUBMISSION_LIMIT.windowMs },
  /** Forgot-password from one address: a few people who forgot, not a flood of reset e-mails (docs/decisions/0116). */
  forgotPasswordAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  /** A person typing into the overlay (one call per pause), not a scraper walking the index. */
  search: { limit: 120, windowMs: 60 * 1000 },
} as const satisfies Record<string, LimitRule>

export type AbuseLimit = keyof typeof ABUSE_LIMITS

/** At most one reset e-mail per account in this time (Payload's `minRequestInterval`): a later request answers the same and sends none (docs/decisions/0116). */
export const FORGOT_PASSWORD_INTERVAL_MS = 5 * 60 * 1000

/** What a refused try is told: what was refused and when to try again. */
export function tooManyMessage(limit: AbuseLimit, retryAfterMs: number): string {
  const wait = waitText(retryAfterMs)
  switch (limit) {
    case 'signInAccount':
      return `This account has had too many failed sign-ins and is locked for now: try again in ${wait}, reset your password through "Forgot password", or ask an administrator to unlock it.`
    case 'signInAddress':
      return `Too many failed sign-ins from your network: try again in ${wait}.`
    case 'newsletterSignup':
      return `Too many sign-ups from your network in a short time: try again in ${wait}.`
    case 'formSubmission':
      return `Too many forms from one sender in a short time: send it again in ${wait}.`
    case 'forgotPasswordAddress':
      return `Too many password resets asked from your network: try again in ${wait}.`
    case 'search':
      return `Too many searches in a short time: search again in ${wait}.`
  }
}

/** Whole seconds to wait, as a `Retry-After` header says it (never 0: the limit still holds this second). */
export const retryAfterSeconds = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 1000))

function waitText(retryAfterMs: number): string {
  const seconds = retryAfterSeconds(retryAfterMs)
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

/**
 * The connection's own address: src/server/forwarding.mjs writes it on every request after removing any a client sent
 * (src/server/forwarding.test.ts checks the two names agree).
 */
export const PEER_ADDRESS_HEADER = 'x-peer-address'

/**
 * The sender (docs/decisions/0120). With no trusted proxy, the address of the connection: nothing a client writes counts.
 * Behind `proxies` trusted proxies, the `X-Forwarded-For` entry `proxies` from the right, the last no client can forge
 * (the front cache is one proxy). Null if none is known (the local API, a test calling a route).
 */
export function senderOf(headers: Headers, proxies: number): string | null {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim() || null
  if (proxies <= 0) return peer
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return headers.get('x-real-ip')?.trim() || peer
  return chain[Math.max(0, chain.length - proxies)]!
}

/** A limit kept in memory: `rule.limit` tries per `rule.windowMs`, for at most `maxKeys` senders (oldest forgotten first). */
export class RateLimiter {
  #hits = new Map<string, number[]>()

  constructor(
    private readonly rule: LimitRule,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one try by `key` at `now`; answers whether it is allowed, and if not, how long until it would be. */
  take(key: string, now: number): LimitVerdict {
    const since = now - this.rule.windowMs
    const recent = (this.#hits.get(key) ?? []).filter((at) => at > since)
    if (recent.length >= this.rule.limit) {
      this.#hits.set(key, recent)
      return { allowed: false, retryAfterMs: recent[0]! + this.rule.windowMs - now }
    }
    this.#hits.delete(key) // re-inserted last: the map's order is oldest use first
    this.#hits.set(key, [...recent, now])
    for (const oldest of this.#hits.keys()) {
      if (this.#hits.size <= this.maxKeys) break
      this.#hits.delete(oldest)
    }
    return { allowed: true }
  }

  /** Hands back the latest try of `key` (it turned out not to count). */
  giveBack(key: string): void {
    this.#hits.get(key)?.pop()
  }

  /** Forgets every try of `key`. */
  clear(key: string): void {
    this.#hits.delete(key)
  }
}
