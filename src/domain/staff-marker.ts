// spec §4 (the staff toolbar): the token's cookie is HttpOnly and pages are cached, so the proxy mirrors its presence in a readable
// marker (docs/decisions/0061-staff-toolbar.md).

/** The readable marker: `staff=1` on every path while the browser holds a live staff token. */
export const STAFF_MARKER_COOKIE = 'staff'
export const STAFF_MARKER_VALUE = '1'

/** The `Set-Cookie` (and `document.cookie`) value that deletes the marker: after a logout, or when the session call answers 401. */
export const EXPIRED_STAFF_MARKER = `${STAFF_MARKER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

/** Payload's token cookie (its cookie prefix `payload`, then `-token`). */
export const STAFF_TOKEN_COOKIE = 'payload-token'

/** Whether a `document.cookie` string carries the marker. */
export function hasStaffMarker(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${STAFF_MARKER_COOKIE}=${STAFF_MARKER_VALUE}`)
}

/** Whether a token is worth a toolbar: a JWT whose `exp` is ahead. Unverified: it only spares an expired token the toolbar's download. */
export function tokenLooksLive(token: string | undefined, nowMs: number): boolean {
  const claims = token?.split('.')[1]
  if (!claims) return false
  try {
    const { exp } = JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof exp === 'number' && exp * 1000 > nowMs
  } catch {
    return false
  }
}

/** What the proxy does with the marker: set it, delete it, or leave the response alone (the usual case, visitors included). */
export function staffMarkerChange(token: string | undefined, marker: string | undefined, nowMs: number): 'set' | 'delete' | null {
  const live = tokenLooksLive(token, nowMs)
  if (live && marker !== STAFF_MARKER_VALUE) return 'set'
  if (!live && marker !== undefined) return 'delete'
  return null
}
