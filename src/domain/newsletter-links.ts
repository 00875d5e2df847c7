import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed links of newsletter mail (docs/decisions/0125): a confirmation link that expires, and an unsubscribe link
 * that does not. A token names the sign-up and, for a confirmation, when it expires; its signature also covers the
 * sign-up's address and list, so a token for an address since changed or removed is refused. Pure: no I/O.
 */

/** How long a confirmation link works (our choice: a week, long enough for a holiday, short enough to go stale). */
export const CONFIRMATION_LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export type LinkPurpose = 'confirm' | 'unsubscribe'
const PURPOSE_CODE: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' }

/** What a token says, before its signature is checked against the sign-up it names. */
export type ParsedLink = { purpose: LinkPurpose; id: number; expiresAt: number | null; signature: string }
export type SignedSignup = { id: number; email: string; list: string }
export type LinkCheck = 'valid' | 'expired' | 'invalid'

/** A key of its own for these links, derived from the site's secret: a token signs nothing else. */
const linkKey = (secret: string) => createHmac('sha256', secret).update('newsletter-links').digest()

function signatureOf(purpose: LinkPurpose, signup: SignedSignup, expiresAt: number | null, secret: string): string {
  const payload = [PURPOSE_CODE[purpose], signup.id, expiresAt ?? '', signup.email.toLowerCase(), signup.list].join('\n')
  return createHmac('sha256', linkKey(secret)).update(payload).digest('base64url')
}

/** The token of a link: `c.<id>.<expires, epoch seconds>.<signature>`, or `u.<id>..<signature>` for an unsubscribe link. */
export function signLink(purpose: LinkPurpose, signup: SignedSignup, secret: string, now = new Date()): string {
  const expiresAt = purpose === 'confirm' ? Math.floor((now.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS) / 1000) : null
  return [PURPOSE_CODE[purpose], signup.id, expiresAt ?? '', signatureOf(purpose, signup, expiresAt, secret)].join('.')
}

/** The parts of a token of `purpose`, or null when it is not one (cut, altered in shape, another purpose's). */
export function parseLink(token: unknown, purpose: LinkPurpose): ParsedLink | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const match = /^([cu])\.([1-9]\d{0,15})\.(\d{1,12})?\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match || match[1] !== PURPOSE_CODE[purpose]) return null
  const expiresAt = match[3] ? Number(match[3]) : null
  if ((purpose === 'confirm') !== (expiresAt !== null)) return null
  return { purpose, id: Number(match[2]), expiresAt, signature: match[4]! }
}

/** Whether a parsed token was signed for this sign-up (else `invalid`), and still works (else `expired`). */
export function checkLink(link: ParsedLink, signup: SignedSignup, secret: string, now = new Date()): LinkCheck {
  if (signup.id !== link.id) return 'invalid'
  const expected = Buffer.from(signatureOf(link.purpose, signup, link.expiresAt, secret))
  const given = Buffer.from(link.signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  if (link.expiresAt !== null && now.getTime() >= link.expiresAt * 1000) return 'expired'
  return 'valid'
}

/** RFC 8058: the headers of every newsletter e-mail, a one-click unsubscribe by POST to `unsubscribeUrl`. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
