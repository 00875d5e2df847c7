import type { MetadataRoute } from 'next'

import { publicOrigin } from '@/env'

export const dynamic = 'force-dynamic'

/** /robots.txt: all public pages; not the back office, API or previews, except the calendar feed and uploads under /api (the longer rule wins). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/v1/event-feed', '/api/media/file/'], disallow: ['/admin', '/api/', '/preview/'] }],
    sitemap: `${publicOrigin()}/sitemap.xml`,
  }
}
