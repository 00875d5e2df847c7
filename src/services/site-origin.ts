import { headers } from 'next/headers'

/**
 * Where the site answers publicly, for absolute addresses (sitemap, robots): SERVER_URL, else the
 * host the request came to. Reads the request, so only for routes that render on request.
 */
export async function siteOrigin(): Promise<string> {
  if (process.env.SERVER_URL) return process.env.SERVER_URL.replace(/\/+$/, '')
  const request = await headers()
  const host = request.get('x-forwarded-host') ?? request.get('host') ?? 'localhost'
  const protocol = request.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${protocol}://${host}`
}

/** The same for a route handler that has its request's address at hand (and may run outside a page render). */
export function originOf(url: URL): string {
  return process.env.SERVER_URL ? process.env.SERVER_URL.replace(/\/+$/, '') : url.origin
}
