import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/services/site-origin'

export const dynamic = 'force-dynamic'

/** /robots.txt: everything public may be crawled; the back office, the API and previews may not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview/'] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
