// Cookie-authenticated writes from another site are refused (docs/decisions/0062); a call with neither `Origin` nor
// `Sec-Fetch-Site` is no browser's, so it cannot borrow a staff member's cookie.

/** Methods that read only: never refused. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Why a request is a cross-site write riding on the session cookie, or null when it is not one. */
export function crossSiteWriteProblem(
  request: { method: string; origin: string | null; fetchSite: string | null; hasSessionCookie: boolean },
  publicOrigin: string,
): string | null {
  if (READ_METHODS.has(request.method.toUpperCase()) || !request.hasSessionCookie) return null
  if (request.origin !== null && request.origin !== 'null' ? request.origin === publicOrigin : request.fetchSite !== 'cross-site') return null
  return `A change signed in by cookie is accepted from ${publicOrigin} only; this one came from ${request.origin ?? 'another site'}.`
}
