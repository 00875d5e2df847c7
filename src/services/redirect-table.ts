import { type Redirect, findRedirect, redirectTable } from '@/domain/redirects'
import { onTagsRevalidated } from '@/server/revalidation-listeners.mjs'

// The redirects the proxy follows, in memory, loaded from `GET /api/v1/redirects` at start, after changes and every minute
// (docs/decisions/0022-redirects-in-the-proxy.md).
const MAX_AGE_MS = 60_000
/** After a failed load (server still starting), try again this soon. */
const RETRY_MS = 2_000

/** `generation` counts invalidations: a load begun before one must not keep its older table. */
type Store = { table: Map<string, Redirect> | null; loadedAt: number; loading: Promise<void> | null; failedAt: number; generation: number }

const KEY = Symbol.for('college.redirect-table')
const globals = globalThis as typeof globalThis & { [KEY]?: Store }

function store(): Store {
  if (!globals[KEY]) {
    globals[KEY] = { table: null, loadedAt: 0, loading: null, failedAt: 0, generation: 0 }
    onTagsRevalidated(invalidateRedirectTable)
  }
  return globals[KEY]
}

/** Makes the next request reload the table (called by the redirects collection's hooks). */
export function invalidateRedirectTable(): void {
  const state = store()
  state.table = null
  state.loadedAt = 0
  state.loading = null
  state.generation++
}

async function load(origin: string): Promise<void> {
  const state = store()
  const generation = state.generation
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
    if (generation !== state.generation) return
    state.table = redirectTable(redirects)
    state.loadedAt = Date.now()
  } catch (error) {
    state.failedAt = Date.now()
    console.error('[redirects] could not load the redirect table; pages are served without redirects for now', error)
  }
}

/** The load under way, or a new one. */
function loading(state: Store, origin: string): Promise<void> {
  if (!state.loading) {
    const started: Promise<void> = load(origin).finally(() => {
      if (state.loading === started) state.loading = null
    })
    state.loading = started
  }
  return state.loading
}

/** The redirect for a path, or null. `origin` is where this server answers its own API. */
export async function redirectFor(pathname: string, origin: string, now = Date.now()): Promise<Redirect | null> {
  const state = store()
  const stale = !state.table || now - state.loadedAt > MAX_AGE_MS
  if (stale && now - state.failedAt > RETRY_MS) {
    const generation = state.generation
    // The first request waits for the table; later ones use the old table while a new one loads.
    if (state.table) void loading(state, origin)
    else {
      await loading(state, origin)
      // Content changed while it loaded: that load was dropped, so wait for the one after it.
      if (!state.table && state.generation !== generation) await loading(state, origin)
    }
  }
  return state.table ? findRedirect(state.table, pathname) : null
}
