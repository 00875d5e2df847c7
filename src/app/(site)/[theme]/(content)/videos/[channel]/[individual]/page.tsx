import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { VideosView } from '@/components/videos/videos-view'
import { SLUG_PATTERN } from '@/domain/slug'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'
import { loadVideosData } from '@/services/videos'

// Rendered on first request and cached until content changes (docs/decisions/0003).
export const dynamicParams = true
export function generateStaticParams(): { channel: string; individual: string }[] {
  return []
}

type Params = { params: Promise<{ channel: string; individual: string }> }

async function load(params: Params['params']) {
  const { channel, individual } = await params
  return SLUG_PATTERN.test(channel) && SLUG_PATTERN.test(individual) ? loadVideosData({ channel, video: individual }) : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const data = await load(params)
  if (data?.kind !== 'video') return { title: 'Videos' }
  return pageMetadata({ title: data.video.title, description: data.video.description, path: data.video.path ?? data.channel.path, image: data.video.image })
}

/** spec §2: /videos/{channel}/{individual}: the video, which plays only when asked, and its playlist (videos-data loader). */
export default async function VideoPage({ params }: Params) {
  const [data, { timeZone, collegeName }] = await Promise.all([load(params), getSiteIdentity()])
  if (!data) notFound()
  return <VideosView data={data} timeZone={timeZone} collegeName={collegeName} />
}
