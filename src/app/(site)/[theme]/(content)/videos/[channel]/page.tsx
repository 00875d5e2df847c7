import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { VideosView } from '@/components/videos/videos-view'
import { SLUG_PATTERN } from '@/domain/slug'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'
import { loadVideosData } from '@/services/videos'

// Rendered on first request and cached until content changes (docs/decisions/0003).
export const dynamicParams = true
export function generateStaticParams(): { channel: string }[] {
  return []
}

type Params = { params: Promise<{ channel: string }> }

const load = async (channel: string) => (SLUG_PATTERN.test(channel) ? loadVideosData({ channel }) : null)

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const data = await load((await params).channel)
  if (data?.kind !== 'channel') return { title: 'Videos' }
  return pageMetadata({ title: data.channel.title, description: data.channel.description, path: data.channel.path, image: data.playlist.items[0]?.image })
}

/** spec §2: /videos/{channel}, the first page of its playlist (videos-data loader). */
export default async function ChannelPage({ params }: Params) {
  const [data, { timeZone, collegeName }] = await Promise.all([load((await params).channel), getSiteIdentity()])
  if (!data) notFound()
  return <VideosView data={data} timeZone={timeZone} collegeName={collegeName} />
}
