/** Redirects staff manage (spec §6: redirect, redirect auto-approve), answered in the proxy (docs/decisions/0022). */

/** The statuses a redirect answers: moved for good, or for now. */
export const REDIRECT_STATUSES = ['301', '302'] as const

export type Redirect = { from: string; to: string; status: 301 | 302 }

/** Paths no redirect may start from: the back office, the API and Next's own files. */
const UNREDIRECTABLE = /^\/(?:admin|api|_next)(?:\/|$)/i

/** A path as redirects compare it: decoded, lower case, no query, fragment or trailing slash (/Old-Page/ matches /old-page). */
export function normalizeRedirectPath(value: string): string | null {
  let path = value.trim().replace(/[?#].*$/, '')
  if (!path.startsWith('/') || path.startsWith('//')) return null
  try {
    path = decodeURI(path)
  } catch {
    return null
  }
  path = path
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase()
  if (!path || /\s/.test(path) || path.length > 1000) return null
  return path
}

/** Why a redirect's source cannot be used, for staff, or null. */
export function redirectFromProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'Enter the old path, e.g. /admissions/old-page.'
  const path = normalizeRedirectPath(value)
  if (!path) return 'Enter a path on this site starting with /, e.g. /admissions/old-page (no address, no spaces).'
  if (UNREDIRECTABLE.test(path)) return 'The back office, the API and the site’s own files cannot be redirected.'
  return null
}

/** The table the site looks redirects up in: one entry per normalized source path. */
export function redirectTable(redirects: readonly Redirect[]): Map<string, Redirect> {
  const table = new Map<string, Redirect>()
  for (const redirect of redirects) {
    const from = normalizeRedirectPath(redirect.from)
    // A redirect to where it comes from would loop; it is left out.
    if (!from || normalizeRedirectPath(redirect.to) === from) continue
    table.set(from, { ...redirect, from })
  }
  return table
}

/** The redirect for a requested path, or null. */
export function findRedirect(table: ReadonlyMap<string, Redirect>, pathname: string): Redirect | null {
  const path = normalizeRedirectPath(pathname)
  return path ? (table.get(path) ?? null) : null
}

export function redirectStatus(value: unknown): 301 | 302 {
  return value === '302' || value === 302 ? 302 : 301
}
