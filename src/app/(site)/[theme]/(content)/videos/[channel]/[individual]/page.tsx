import type { Metadata } from 'next'

import { VideosView } from '@/components/videos/videos-view'
import { metadataOf } from '@/services/metadata'
import { videosPage } from '@/services/video-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { channel: string; individual: string }[] {
  return []
}

type Params = { params: Promise<{ channel: string; individual: string }> }

const load = async ({ params }: Params) => {
  const { channel, individual } = await params
  return videosPage({ channel, video: individual })
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const view = await load(props)
  return metadataOf(view)
}

/** spec §2: /videos/{channel}/{individual}: the video, which plays only when asked, and its playlist (videos-data loader). */
export default async function VideoPage(props: Params) {
  const view = await load(props)
  if (!view) return <NotFoundPage />
  return <VideosView data={view} />
}
