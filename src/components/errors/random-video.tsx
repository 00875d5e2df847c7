'use client'

import { lazy, useEffect, useState } from 'react'

import type { NotFoundVideo } from '@/services/site-config'

// Every page carries its layout's 404 boundary: the player is loaded only where a 404 page shows (docs/decisions/0074),
// and the candidates are asked for there too, not sent in every page's payload (docs/decisions/0150).
const VideoPlayer = lazy(() => import('@/components/ui/video-player').then(({ VideoPlayer }) => ({ default: VideoPlayer })))

/** Where the player reads the candidates: the API's `notFoundVideos`. */
const NOT_FOUND_VIDEOS_PATH = '/not-found-videos'

/** One of the 404 videos, drawn at random in the browser (the page is cached), played only when asked; the server renders the placeholder. */
export function RandomVideo() {
  // undefined while asked for; null when there are none, or the list could not be read.
  const [video, setVideo] = useState<NotFoundVideo | null | undefined>(undefined)
  useEffect(() => {
    let current = true
    import('@/api/browser-client')
      .then(({ apiFetch }) => apiFetch<{ videos: NotFoundVideo[] }>(NOT_FOUND_VIDEOS_PATH))
      .then(({ videos }) => videos[Math.floor(Math.random() * videos.length)] ?? null)
      .catch(() => null)
      .then((drawn) => current && setVideo(drawn))
    return () => {
      current = false
    }
  }, [])
  if (video === null) return null
  return (
    <div style={{ maxWidth: 960 }}>
      <VideoPlayer video={video ? { provider: video.provider, id: video.videoId } : null} title={video?.title ?? ''} pendingLabel="Choosing a video…" />
    </div>
  )
}
