import { unstable_cache } from 'next/cache'

/**
 * A read kept in Next.js's data cache, keyed by its name and its arguments (as JSON), for at most
 * `revalidateSeconds` (then refreshed in the background on the next call). Every cache entry made
 * inside a request carries the route's implicit tags, among them `/layout`, so the content hooks'
 * `revalidatePath('/', 'layout')` (src/cms/hooks/revalidate.ts) drops it: a publish is visible on
 * the next request (docs/decisions/0011). Outside a Next.js server (integration tests, the seed)
 * there is no cache and the read runs every time.
 *
 * The answer must survive JSON (plain objects, strings, numbers): that is how it is stored.
 */
export function cachedRead<A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>, revalidateSeconds: number): (...args: A) => Promise<R> {
  const cached = unstable_cache(read, [name], { revalidate: revalidateSeconds })
  return async (...args: A) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (error instanceof Error && /incrementalCache missing/.test(error.message)) return read(...args)
      throw error
    }
  }
}
