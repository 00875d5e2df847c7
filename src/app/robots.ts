import type { MetadataRoute } from 'next'

import { publicOrigin } from '@/env'

export const dynamic = 'force-dynamic'

/** /robots.txt: everything public may be crawled; the back office, the API and previews may not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview/'] }],
    sitemap: `${publicOrigin()}/sitemap.xml`,
  }
}
