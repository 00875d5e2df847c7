import type { MetadataRoute } from 'next'

import { publicOrigin } from '@/env'
import { sitemapEntries } from '@/services/sitemap'

// Read on request: the build has no database, and a published change shows on the next read.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: every published page search engines may list (and what other areas add). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = publicOrigin()
  const entries = await sitemapEntries()
  return entries.map(({ path, lastModified, changeFrequency, priority }) => ({ url: `${origin}${path}`, lastModified, changeFrequency, priority }))
}
