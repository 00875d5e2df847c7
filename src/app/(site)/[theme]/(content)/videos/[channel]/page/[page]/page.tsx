import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { VideosView } from '@/components/videos/videos-view'
import { SLUG_PATTERN } from '@/domain/slug'
import { channelPagePath } from '@/domain/videos'
import { metadataOf } from '@/services/metadata'
import { videosPage } from '@/services/video-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { channel: string; page: string }[] {
  return []
}

type Params = { params: Promise<{ channel: string; page: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await videosPage(await params)
  return metadataOf(view)
}

/** A further page of a channel's playlist (spec §9: 12 a page); page 1 is the channel's own address. */
export default async function ChannelPlaylistPage({ params }: Params) {
  const { channel, page } = await params
  if (page === '1' && SLUG_PATTERN.test(channel)) permanentRedirect(channelPagePath(channel, 1))
  const view = await videosPage({ channel, page })
  if (!view) return <NotFoundPage />
  return <VideosView data={view} />
}
