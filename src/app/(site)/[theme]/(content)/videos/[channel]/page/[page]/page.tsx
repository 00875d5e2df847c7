import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { VideosView } from '@/components/videos/videos-view'
import { SLUG_PATTERN } from '@/domain/slug'
import { channelPagePath, parsePageSegment } from '@/domain/videos'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'
import { loadVideosData } from '@/services/videos'

// Rendered on first request and cached until content changes (docs/decisions/0003, 0030).
export const dynamicParams = true
export function generateStaticParams(): { channel: string; page: string }[] {
  return []
}

type Params = { params: Promise<{ channel: string; page: string }> }

async function load(params: Params['params']) {
  const { channel, page: segment } = await params
  const page = parsePageSegment(segment)
  if (!SLUG_PATTERN.test(channel) || page === null) return null
  return { page, channel, data: page === 1 ? null : await loadVideosData({ channel, page }) }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await load(params)
  if (found?.data?.kind !== 'channel') return { title: 'Videos' }
  const { channel } = found.data
  return pageMetadata({ title: `${channel.title}, page ${found.page}`, description: channel.description, path: channelPagePath(channel.slug, found.page) })
}

/** A further page of a channel's playlist (spec §9: 12 a page); page 1 is the channel's own address. */
export default async function ChannelPlaylistPage({ params }: Params) {
  const found = await load(params)
  if (!found) notFound()
  if (found.page === 1) permanentRedirect(channelPagePath(found.channel, 1))
  if (!found.data) notFound()
  const { timeZone, collegeName } = await getSiteIdentity()
  return <VideosView data={found.data} timeZone={timeZone} collegeName={collegeName} />
}
