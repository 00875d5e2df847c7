/**
 * The security headers every response carries (issue 20). Static, so cached pages stay cached:
 * nothing here varies by request. Framing is the site's own (the back office's live preview shows
 * the staff previews in an iframe); no other site may frame a page or the back office.
 */
const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'" },
]

/** HSTS, for a site whose public origin is HTTPS: a year, its subdomains included. */
const HSTS_HEADER = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }

/** The headers for a site served at `origin`. */
export function securityHeadersFor(origin: string): { key: string; value: string }[] {
  return origin.startsWith('https://') ? [...SECURITY_HEADERS, HSTS_HEADER] : [...SECURITY_HEADERS]
}
