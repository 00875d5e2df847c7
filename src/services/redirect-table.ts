import { type Redirect, findRedirect, redirectTable } from '@/domain/redirects'

/**
 * The redirects the proxy follows, kept in memory so that a request costs a map lookup. The proxy
 * cannot use the Payload local API (it runs before any page, in its own bundle), so it loads the
 * table from `GET /api/v1/redirects` on this server: once at start, again after any change to a
 * redirect (the collection's hooks clear it through the shared global below), and at least every
 * minute, for instances that did not see the change (docs/decisions/0022-redirects-in-the-proxy.md).
 */
const MAX_AGE_MS = 60_000
/** After a failed load (server still starting), try again this soon. */
const RETRY_MS = 2_000

type Store = { table: Map<string, Redirect> | null; loadedAt: number; loading: Promise<void> | null; failedAt: number }

const KEY = Symbol.for('college.redirect-table')
const globals = globalThis as typeof globalThis & { [KEY]?: Store }

function store(): Store {
  globals[KEY] ??= { table: null, loadedAt: 0, loading: null, failedAt: 0 }
  return globals[KEY]
}

/** Makes the next request reload the table (called by the redirects collection's hooks). */
export function invalidateRedirectTable(): void {
  const state = store()
  state.table = null
  state.loadedAt = 0
}

async function load(origin: string): Promise<void> {
  const state = store()
  try {
    const redirects: Redirect[] = []
    let next: string | null = '/api/v1/redirects'
    // The list comes 9,999 at a time; a college rarely has more than one page of it.
    for (let page = 0; next && page < 100; page++) {
      const response = await fetch(new URL(next, origin), { headers: { 'X-Area': 'FO' }, cache: 'no-store', signal: AbortSignal.timeout(5_000) })
      if (!response.ok) throw new Error(`status ${response.status}`)
      const body = (await response.json()) as { items: Redirect[]; links: { next: string | null } }
      redirects.push(...body.items)
      next = body.links.next
    }
    state.table = redirectTable(redirects)
    state.loadedAt = Date.now()
  } catch (error) {
    state.failedAt = Date.now()
    console.error('[redirects] could not load the redirect table; pages are served without redirects for now', error)
  }
}

/** The redirect for a path, or null. `origin` is where this server answers its own API. */
export async function redirectFor(pathname: string, origin: string, now = Date.now()): Promise<Redirect | null> {
  const state = store()
  const stale = !state.table || now - state.loadedAt > MAX_AGE_MS
  if (stale && now - state.failedAt > RETRY_MS) {
    state.loading ??= load(origin).finally(() => {
      state.loading = null
    })
    // The first request waits for the table; later ones use the old table while a new one loads.
    if (!state.table) await state.loading
  }
  return state.table ? findRedirect(state.table, pathname) : null
}
