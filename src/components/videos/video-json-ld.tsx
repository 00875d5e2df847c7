import { JsonLd } from '@/components/ui/json-ld'
import { videoEmbedUrl, videoWatchUrl } from '@/domain/video-url'
import { isoDuration } from '@/domain/videos'
import { publicOrigin } from '@/env'
import type { VideoSummary } from '@/services/videos'

/** schema.org VideoObject for a video's page: search engines read what it is without playing it. */
export function VideoJsonLd({ video, collegeName }: { video: VideoSummary; collegeName: string }) {
  const siteUrl = publicOrigin()
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const ref = video.provider && video.videoId ? { provider: video.provider, id: video.videoId } : null
  const thumbnail = video.image ? absolute(video.image.url) : video.thumbnailUrl
  return (
    <JsonLd
      data={{
        '@type': 'VideoObject',
        name: video.title,
        description: video.description ?? video.title,
        uploadDate: video.publishedAtOnYoutube,
        ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
        ...(thumbnail ? { thumbnailUrl: [thumbnail] } : {}),
        ...(video.path ? { url: absolute(video.path) } : {}),
        ...(ref ? { embedUrl: videoEmbedUrl(ref, { autoplay: false }), contentUrl: videoWatchUrl(ref) } : {}),
        publisher: { '@type': 'CollegeOrUniversity', name: collegeName, url: siteUrl },
      }}
    />
  )
}
