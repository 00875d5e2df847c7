import { type NextRequest, NextResponse } from 'next/server'

import { errorResponse } from '@/api/errors'
import { payloadBodyProblem } from '@/domain/api-bodies'
import { BAD_ADDRESS_PATH, type PagePost, isForeignOrigin, pagePostProblem, pathProblem } from '@/domain/bad-paths'
import { calendarRewrite } from '@/domain/calendar-filter'
import { crossSiteWriteProblem, requestOrigin } from '@/domain/cross-site-writes'
import { COURSE_SEARCH_PATH, courseSearchPageNumberValid, courseSearchRewrite } from '@/domain/courses'
import { normalizedCourseSearch } from '@/domain/course-search-address'
import { signupLinkRewrite, subscribeRewrite } from '@/domain/newsletters'
import { STAFF_MARKER_COOKIE, STAFF_MARKER_VALUE, STAFF_TOKEN_COOKIE, staffMarkerChange } from '@/domain/staff-marker'
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, VIBE_PARAM, isBlackAndWhitePath, parseTheme, themeFromVibe, themeSegment } from '@/domain/theme'
import { env } from '@/env'
import { redirectFor } from '@/services/redirect-table'

/**
 * Rewrites `/path` to `/{theme}/path` (`-bw` on spec §4's b-and-w pages), so pages are cached per theme (docs/decisions/0003-caching.md);
 * also `?vibe=`, staff redirects (0022), the staff marker (0061), cross-site writes (0062, 0121).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await route(request)
  markStaff(request, response)
  return response
}

/** spec §4: the staff marker follows the HttpOnly token cookie; a visitor with neither gets exactly every visitor's response. */
function markStaff(request: NextRequest, response: NextResponse): void {
  const change = staffMarkerChange(request.cookies.get(STAFF_TOKEN_COOKIE)?.value, request.cookies.get(STAFF_MARKER_COOKIE)?.value, Date.now())
  if (change === 'set') response.cookies.set(STAFF_MARKER_COOKIE, STAFF_MARKER_VALUE, { path: '/', sameSite: 'lax' })
  if (change === 'delete') response.cookies.delete({ name: STAFF_MARKER_COOKIE, path: '/' })
}

async function route(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl.clone()
  const crossSite = crossSiteWriteProblem(
    {
      method: request.method,
      origin: request.headers.get('origin'),
      fetchSite: request.headers.get('sec-fetch-site'),
      hasSessionCookie: request.cookies.has(STAFF_TOKEN_COOKIE),
    },
    {
      // The address the browser sent the request to, as the server in front says it (decision 0121); SERVER_URL has no say.
      requestOrigin: requestOrigin(
        { host: request.headers.get('host'), forwardedHost: request.headers.get('x-forwarded-host'), forwardedProto: request.headers.get('x-forwarded-proto') },
        env().TRUSTED_PROXIES > 0,
      ),
      allowedOrigins: env().ALLOWED_ORIGINS,
    },
  )
  if (crossSite) return refusal(url.pathname, 403, crossSite)
  // An address no route can answer stops here: a 400 under /api, the site's 404 page elsewhere (docs/decisions/0063).
  const problem = pathProblem(url.pathname)
  if (problem && url.pathname.startsWith('/api/')) return refusal(url.pathname, 400, problem)
  if (problem) return badAddress(request)
  const bodyProblem = payloadBodyProblem({
    method: request.method,
    pathname: url.pathname,
    contentType: request.headers.get('content-type'),
    hasBody: Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding'),
  })
  if (bodyProblem) return refusal(url.pathname, 400, bodyProblem)
  // The APIs, the back office and Next's files (here only with a percent sign, see config) pass on untouched; any other
  // path, `/wp-login.php` too, is a page path: one that names no page answers the 404.
  if (/^\/(?:api|admin|_next)(?:\/|$)/.test(url.pathname)) return NextResponse.next()
  // The signed links of newsletter mail: a confirmation (GET) and a one-click unsubscribe (POST, RFC 8058), answered by the API.
  const signupLink = signupLinkRewrite(request.method, url.pathname)
  if (signupLink) {
    url.pathname = signupLink
    return NextResponse.rewrite(url)
  }
  // A page takes a POST only as a server action's: one Next.js could not decode answers the 404 page too.
  const post = await pagePost(request)
  if (post && pagePostProblem(post)) return badAddress(request)
  // No trailing slash on a page's address (API calls may have one: next.config.ts); a plain URL, as Next's would put it back.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    const target = new URL(request.url)
    target.pathname = target.pathname.replace(/\/+$/, '') || '/'
    return NextResponse.redirect(target, 308)
  }
  if (url.searchParams.has(VIBE_PARAM)) {
    const theme = themeFromVibe(url.searchParams.get(VIBE_PARAM))
    url.searchParams.delete(VIBE_PARAM)
    const response = NextResponse.redirect(url, 307)
    response.cookies.set(THEME_COOKIE, theme, { maxAge: THEME_COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'lax' })
    return response
  }
  const redirect = await redirectFor(url.pathname, ownOrigin())
  if (redirect) return NextResponse.redirect(new URL(redirect.to, request.url), redirect.status)
  const theme = parseTheme(request.cookies.get(THEME_COOKIE)?.value)
  const segment = themeSegment(theme, isBlackAndWhitePath(url.pathname))
  // Each calendar view is rendered at a path of its own, cached like any page (docs/decisions/0010).
  const calendar = calendarRewrite(url.pathname, url.searchParams)
  if (calendar) {
    url.pathname = calendar.pathname
    for (const key of calendar.consumed) url.searchParams.delete(key)
  }
  // The course search form without JavaScript sends the halves of its ranges apart: its address is the spec's.
  const normalized = url.pathname === COURSE_SEARCH_PATH ? normalizedCourseSearch(url.searchParams) : null
  if (normalized) {
    url.search = normalized.toString()
    return NextResponse.redirect(url, 307)
  }
  // A course search with a query renders at a path of its own, on every request (free text); a page number that names no page is the 404 page.
  if (url.pathname === COURSE_SEARCH_PATH && !courseSearchPageNumberValid(url.searchParams)) return badAddress(request)
  const courseSearch = courseSearchRewrite(url.pathname, url.searchParams)
  if (courseSearch) {
    url.pathname = courseSearch.pathname
    for (const key of courseSearch.consumed) url.searchParams.delete(key)
  }
  // The subscribe page's list too (spec §2: /subscribe?newsletter=), so it renders chosen.
  const subscribe = subscribeRewrite(url.pathname, url.searchParams)
  if (subscribe) url.pathname = subscribe
  url.pathname = `/${segment}${url.pathname === '/' ? '' : url.pathname}`
  return NextResponse.rewrite(url)
}

/** The 404 page in the visitor's theme at a route without parameters (domain/bad-paths.ts); a post arrives there as a plain one. */
function badAddress(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = BAD_ADDRESS_PATH
  url.search = ''
  const headers = new Headers(request.headers)
  if (request.method === 'POST') {
    headers.delete(ACTION_HEADER)
    headers.set('content-type', 'text/plain')
  }
  // The status is set here: a page rendered per request sends its status before it could find out (decision 0066).
  return NextResponse.rewrite(url, { request: { headers }, status: 404 })
}

/** The `Next-Action` header of a server action called from the page's script. */
const ACTION_HEADER = 'next-action'

/** A page's POST as a server action would carry it, or null for any other request (Next.js renders the page for those). */
async function pagePost(request: NextRequest): Promise<PagePost | null> {
  if (request.method !== 'POST') return null
  const action = request.headers.has(ACTION_HEADER)
  const foreign = isForeignOrigin(request.headers.get('origin'), request.headers.get('x-forwarded-host'), request.headers.get('host'))
  if (/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    const fields = await request.formData().then(
      (form) => [...form.entries()] as [string, unknown][],
      () => null,
    )
    return { foreign, action, kind: 'form', fields }
  }
  return action ? { foreign, action, kind: 'text', text: await request.text() } : null
}

/** A refusal in the error shape of the API the address belongs to: the site's `/api/v1`, or Payload's (a page's form post too). */
function refusal(pathname: string, status: number, message: string): NextResponse {
  if (pathname.startsWith('/api/v1/')) {
    const answer = errorResponse(status, message)
    return new NextResponse(answer.body, answer)
  }
  return NextResponse.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** Where this server answers its own API: the port it listens on, never a host name the request chose. */
function ownOrigin(): string {
  return `http://127.0.0.1:${env().PORT}`
}

export const config = {
  // Every address but the back office, Next's files and the site's few files (robots, sitemap, icons, feeds), APIs included;
  // back-office and Next addresses with a percent sign only, to refuse a malformed one.
  matcher: [
    '/((?!admin(?:/|$)|api(?:/|$)|_next/|robots\\.txt$|sitemap\\.xml$|share-image\\.png$|favicon\\.ico$|icon\\.svg$|features/rss\\.xml$|press-releases/rss\\.xml$).*)',
    '/api/:path*',
    '/(admin|_next)/(.*%.*)',
  ],
}
