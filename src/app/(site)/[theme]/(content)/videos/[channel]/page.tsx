import type { Metadata } from 'next'

import { VideosView } from '@/components/videos/videos-view'
import { metadataOf } from '@/services/metadata'
import { videosPage } from '@/services/video-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { channel: string }[] {
  return []
}

type Params = { params: Promise<{ channel: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await videosPage({ channel: (await params).channel })
  return metadataOf(view)
}

/** spec §2: /videos/{channel}, the first page of its playlist (videos-data loader). */
export default async function ChannelPage({ params }: Params) {
  const view = await videosPage({ channel: (await params).channel })
  if (!view) return <NotFoundPage />
  return <VideosView data={view} />
}
