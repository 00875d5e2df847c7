/**
 * The security headers every response carries (issue 20). Static, so cached pages stay cached:
 * nothing here varies by request (docs/decisions/0062-hardening.md says why the
 * policy allows inline scripts rather than carry a per-request nonce). Framing is the site's own
 * (the back office's live preview shows the staff previews in an iframe); no other site may frame
 * a page or the back office.
 */

/** The analytics tag of site config (components/site/analytics.tsx): its script and where it reports. */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

/** What the site frames, each only once the visitor asks (video players, social posts, maps). */
const FRAMED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
  'https://www.openstreetmap.org',
]

/**
 * The Content-Security-Policy: the site's own scripts, styles, fonts and calls, the analytics
 * host, the framed players; images from anywhere over HTTPS (video thumbnails, images in staff's
 * HTML blocks). Inline scripts stay allowed: Next.js writes each page's data as inline scripts, and
 * a cached page cannot carry a per-request nonce. `'unsafe-eval'` only for `next dev`.
 */
export function contentSecurityPolicy(origin: string, development = false): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...ANALYTICS_SCRIPT_HOSTS],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...ANALYTICS_CONNECT_HOSTS, ...(development ? ['ws:'] : [])],
    ['media-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...FRAMED_HOSTS],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ...(origin.startsWith('https://') ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

const STATIC_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
]

/** HSTS, for a site whose public origin is HTTPS: a year, its subdomains included. */
const HSTS_HEADER = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }

/** The headers for a site served at `origin` (`development`: under `next dev`). */
export function securityHeadersFor(origin: string, development = false): { key: string; value: string }[] {
  return [
    ...STATIC_HEADERS,
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(origin, development) },
    ...(origin.startsWith('https://') ? [HSTS_HEADER] : []),
  ]
}
