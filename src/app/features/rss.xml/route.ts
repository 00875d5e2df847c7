import { FEATURES_RSS_COUNT, FEATURES_RSS_PATH } from '@/domain/feature-paths'
import { FEATURES_PATH } from '@/domain/feature-paths'
import { rssDocument } from '@/domain/rss'
import { publicOrigin } from '@/env'
import { listFeatures } from '@/services/features'
import { getSiteIdentity } from '@/services/site-config'

// Read on request (the build has no database); feed readers may keep it five minutes.
export const dynamic = 'force-dynamic'

/** /features/rss.xml (beyond the spec): the newest stories as RSS 2.0; its extension keeps it from the proxy and the /features routes. */
export async function GET(): Promise<Response> {
  try {
    const origin = publicOrigin()
    const [identity, { items }] = await Promise.all([getSiteIdentity(), listFeatures({}, { page: 1, limit: FEATURES_RSS_COUNT })])
    const xml = rssDocument({
      title: `${identity.collegeName}: stories`,
      link: `${origin}${FEATURES_PATH}`,
      selfLink: `${origin}${FEATURES_RSS_PATH}`,
      description: `News and features from ${identity.shortName}.`,
      items: items.map((feature) => ({
        title: feature.title,
        link: `${origin}${feature.path}`,
        description: feature.summary,
        date: feature.articleDate,
        categories: [...feature.departments.map((department) => department.title), ...feature.tags.map((tag) => tag.title)],
      })),
    })
    return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
  } catch (error) {
    console.error('[rss] GET /features/rss.xml failed', error)
    return new Response('The feed could not be read. Please try again later.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    })
  }
}
