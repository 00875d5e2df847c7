import { VideosView } from '@/components/videos/videos-view'
import { metadataOf } from '@/services/metadata'
import { videosPage } from '@/services/video-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export async function generateMetadata() {
  const view = await videosPage({})
  return metadataOf(view)
}

/** spec §2: /videos, every channel with its newest videos (videos-data loader). */
export default async function VideosPage() {
  const view = await videosPage({})
  if (!view) return <NotFoundPage />
  return <VideosView data={view} />
}
