'use client'

import { lazy, useSyncExternalStore } from 'react'

import type { NotFoundVideo } from '@/services/site-config'

// Every page carries its layout's 404 boundary: the player is loaded only where a 404 page shows (docs/decisions/0074).
const VideoPlayer = lazy(() => import('@/components/ui/video-player').then(({ VideoPlayer }) => ({ default: VideoPlayer })))

// One draw per page load, made in the browser only: the server renders the placeholder.
let draw: number | null = null
const clientDraw = () => (draw ??= Math.random())
const serverDraw = () => null
const subscribeToNothing = () => () => {}

/** One of the 404 videos, drawn at random in the browser (the page is cached), played only when asked. */
export function RandomVideo({ videos }: { videos: NotFoundVideo[] }) {
  const draw = useSyncExternalStore(subscribeToNothing, clientDraw, serverDraw)
  const video = draw === null ? null : (videos[Math.floor(draw * videos.length)] ?? null)
  if (videos.length === 0) return null
  return (
    <div style={{ maxWidth: 960 }}>
      <VideoPlayer video={video && { provider: video.provider, id: video.videoId }} title={video?.title ?? ''} pendingLabel="Choosing a video…" />
    </div>
  )
}
