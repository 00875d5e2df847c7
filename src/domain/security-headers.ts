// Static security headers, so cached pages stay cached (docs/decisions/0062-hardening.md); no inline script is allowed
// here: the server adds the hashes of each HTML answer's own inline scripts (src/server/script-hashes.mjs, decision 0122).
// Only the site may frame a page, for the back office's live preview.

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
 * The Content-Security-Policy (docs/decisions/0062, 0122): the site, the analytics host, the framed players, HTTPS images.
 * Inline scripts only by the hashes the server adds per answer; `next dev`, which has no such server, allows them all, and eval.
 */
export function contentSecurityPolicy(origin: string, development = false): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : []), ...ANALYTICS_SCRIPT_HOSTS],
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
