import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { VideosView } from '@/components/videos/videos-view'
import { VIDEOS_PATH } from '@/domain/videos'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'
import { loadVideosData } from '@/services/videos'

export async function generateMetadata(): Promise<Metadata> {
  const { collegeName } = await getSiteIdentity()
  return pageMetadata({ title: 'Videos', description: `Studio visits, thesis films, lectures and streams from ${collegeName}.`, path: VIDEOS_PATH })
}

/** spec §2: /videos, every channel with its newest videos (videos-data loader). */
export default async function VideosPage() {
  const [data, { timeZone, collegeName }] = await Promise.all([loadVideosData({}), getSiteIdentity()])
  if (!data) notFound()
  return <VideosView data={data} timeZone={timeZone} collegeName={collegeName} />
}
