/**
 * Cookie-authenticated writes from another site (issue 20): a page elsewhere can make a staff
 * member's browser post to the site with the session cookie. Browsers name the page's origin in
 * `Origin` on every cross-origin write and say `Sec-Fetch-Site: cross-site`; a write whose
 * `Origin` is not the public origin is refused. A call without either header is no browser's (a
 * script, curl), which cannot borrow a browser's cookie.
 */

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
