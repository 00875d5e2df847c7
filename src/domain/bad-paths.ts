/**
 * Addresses no route can answer (issue 20): refused at the door with a 400 under /api and the
 * site's 404 page elsewhere, before a router or a database sees them.
 */

/** The longest path the site answers; no page or call of the site comes near it. */
export const MAX_PATH_LENGTH = 2048

/** Where a refused page address is rewritten: no slug can be this, so it is the site's 404 page. */
export const BAD_ADDRESS_SEGMENT = '__bad-address'

/** Why a path (as requested, still percent-encoded) can name nothing, or null when it may. */
export function pathProblem(pathname: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH) return `The address is longer than ${MAX_PATH_LENGTH} characters.`
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'The address has a malformed percent-encoding.'
  }
  // eslint-disable-next-line no-control-regex -- a NUL or another control character names no file, page or record
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'The address holds a control character.'
  return null
}
