// Cookie-authenticated writes from another site are refused (docs/decisions/0062, 0121): a write riding on the session
// cookie is accepted from the origin the request was made to, or from one the deployment lists (ALLOWED_ORIGINS), and
// from no other, whatever SERVER_URL says. A call with neither `Origin` nor `Sec-Fetch-Site` is no browser's, so it cannot
// borrow a staff member's cookie.

/** Methods that read only: never refused. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** `https://Example.edu:443` → `https://example.edu`; null for anything that is no http(s) origin. */
function normalOrigin(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The first entry of a header a proxy may have written as a list (`X-Forwarded-Host: a, b`). */
const firstEntry = (value: string | null): string => value?.split(',')[0]?.trim() ?? ''

/**
 * The origin a request was made to, as the server in front reports it: `Host` on plain HTTP, or, from a trusted proxy
 * (`fromTrustedProxy`), its `X-Forwarded-Host` and `X-Forwarded-Proto`. Null when the host is missing or malformed.
 */
export function requestOrigin(
  headers: { host: string | null; forwardedHost: string | null; forwardedProto: string | null },
  fromTrustedProxy: boolean,
): string | null {
  const host = (fromTrustedProxy && firstEntry(headers.forwardedHost)) || firstEntry(headers.host)
  const claimed = fromTrustedProxy ? firstEntry(headers.forwardedProto).toLowerCase() : ''
  const scheme = claimed === 'https' || claimed === 'http' ? claimed : 'http'
  // A host is a name or address with an optional port: nothing that could smuggle a path or user into the URL.
  if (!host || !/^[\w.-]+(?::\d{1,5})?$|^\[[\da-f:.]+\](?::\d{1,5})?$/i.test(host)) return null
  return normalOrigin(`${scheme}://${host}`)
}

/** Why a request is a cross-site write riding on the session cookie, or null when it is not one. */
export function crossSiteWriteProblem(
  request: { method: string; origin: string | null; fetchSite: string | null; hasSessionCookie: boolean },
  accepted: { requestOrigin: string | null; allowedOrigins: readonly string[] },
): string | null {
  if (READ_METHODS.has(request.method.toUpperCase()) || !request.hasSessionCookie) return null
  if (request.origin === null || request.origin === 'null') {
    // No origin to compare: the browser's own word that the page is this site's, or no browser at all.
    if (request.fetchSite === 'same-origin' || (request.origin === null && request.fetchSite === null)) return null
  } else {
    const origin = normalOrigin(request.origin)
    if (origin !== null && (origin === accepted.requestOrigin || accepted.allowedOrigins.includes(origin))) return null
  }
  const here = accepted.requestOrigin ?? 'this address'
  return `A change signed in by cookie is accepted only from the address it is sent to (${here}); this one came from ${request.origin ?? 'another site'}.`
}
