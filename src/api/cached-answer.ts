import type { Area } from '@/domain/auth'
import { cachedRead } from '@/services/cached-read'

/**
 * A public GET whose whole answer is kept as JSON text in Next.js's data cache, keyed by the
 * parsed query (the zod output) and the address (list envelopes name it in their links): a repeated
 * call costs a lookup, no database and no serializing (docs/decisions/0011, 0064). Entries carry
 * the route's implicit tags, so the content hooks' `revalidatePath('/', 'layout')` drops them at
 * any publish, unpublish or delete; `read` must not follow the clock (nothing expires by time but
 * the bound `revalidateSeconds`). The bytes are those `handle` sends for a returned value.
 */
export function cachedAnswer<Q>(name: string, read: (query: Q, url: URL) => Promise<unknown>, revalidateSeconds: number) {
  const answer = cachedRead(name, async (query: Q, self: string) => JSON.stringify(await read(query, new URL(self, 'http://localhost'))), revalidateSeconds)
  return async ({ query, url, area }: { query: Q; url: URL; area: Area }): Promise<Response> =>
    new Response(await answer(query, url.pathname + url.search), {
      headers: { 'Content-Type': 'application/json', 'X-Area': area, 'Cache-Control': 'public, max-age=0, must-revalidate', Vary: 'Authorization, X-Area' },
    })
}
