import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { sitemapEntries } from '@/services/sitemap'

// Read on request: the build has no database, and a published change shows on the next read.
export const dynamic = 'force-dynamic'

/** Where the site answers publicly: SERVER_URL, else the host the request came to. */
export async function siteOrigin(): Promise<string> {
  if (process.env.SERVER_URL) return process.env.SERVER_URL.replace(/\/+$/, '')
  const request = await headers()
  const host = request.get('x-forwarded-host') ?? request.get('host') ?? 'localhost'
  const protocol = request.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${protocol}://${host}`
}

/** /sitemap.xml: every published page search engines may list (and what other areas add). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, entries] = await Promise.all([siteOrigin(), sitemapEntries()])
  return entries.map(({ path, lastModified, changeFrequency, priority }) => ({ url: `${origin}${path === '/' ? '/' : path}`, lastModified, changeFrequency, priority }))
}
