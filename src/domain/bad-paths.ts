/** Addresses and page posts no route can answer, refused in the proxy before any router or database sees them (docs/decisions/0063). */

/** The longest path the site answers; no page or call of the site comes near it. */
export const MAX_PATH_LENGTH = 2048

/** Where a refused address or post goes: the 404 page at a route without parameters, which Next.js cannot fail to decode (docs/decisions/0063). */
export const BAD_ADDRESS_PATH = '/__bad-address'

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

/** A POST to a page as the proxy reads it: a server action's, from a form without JavaScript or from the page's script. */
export type PagePost = { foreign: boolean } & (
  { action: boolean; kind: 'form'; fields: [string, unknown][] | null } | { action: true; kind: 'text'; text: string }
)

/** True when a post's `Origin` names another host than the one it was sent to (as Next.js compares them, `X-Forwarded-Host` first). */
export function isForeignOrigin(origin: string | null, forwardedHost: string | null, host: string | null): boolean {
  if (origin === null) return false
  let originHost: string
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return true
  }
  return originHost !== (forwardedHost?.split(',')[0]?.trim() || host)
}

const ACTION_FIELD = '$ACTION_'
/** A bound argument of a form's action: `$ACTION_1:0` (the action's id) and `$ACTION_1:1` (its arguments), JSON. */
const ACTION_ARGUMENT_FIELD = /^\$ACTION_\d+:\d+$/

function isJson(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

/** Why a page's POST cannot be a server action's (Next.js would answer a bare 500 or 400), or null when Next.js may decode it. */
export function pagePostProblem(post: PagePost): string | null {
  if (post.foreign) return 'The post comes from another site.'
  if (post.kind === 'text') {
    let args: unknown
    try {
      args = JSON.parse(post.text)
    } catch {
      return 'The arguments of the action are not JSON.'
    }
    return Array.isArray(args) ? null : 'The arguments of the action are not a list.'
  }
  if (!post.fields) return 'The form data does not parse.'
  // A call from script carries its arguments in fields of React's own; only a form names its action in the body.
  if (post.action) return null
  const actionFields = post.fields.filter(([name]) => name.startsWith(ACTION_FIELD))
  if (!actionFields.some(([name]) => name.startsWith(`${ACTION_FIELD}ID_`) || name.startsWith(`${ACTION_FIELD}REF_`))) return 'The form names no action.'
  if (actionFields.some(([name, value]) => ACTION_ARGUMENT_FIELD.test(name) && !isJson(value))) return 'An argument of the action is not JSON.'
  return null
}
