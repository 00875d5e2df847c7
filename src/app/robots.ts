import type { MetadataRoute } from 'next'

import { publicOrigin } from '@/env'

export const dynamic = 'force-dynamic'

/**
 * /robots.txt: everything public may be crawled; the back office, the API and previews may not,
 * except what pages point crawlers to under /api: the calendar feed and the uploaded images and
 * documents (structured data names them). The longer rule wins, so the allows hold inside /api/.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/v1/event-feed', '/api/media/file/'], disallow: ['/admin', '/api/', '/preview/'] }],
    sitemap: `${publicOrigin()}/sitemap.xml`,
  }
}
