'use client'

import { useState, useSyncExternalStore } from 'react'

import type { NotFoundVideo } from '@/services/site-config'

import styles from './error-page.module.css'

function embedUrl(video: NotFoundVideo): string {
  return video.provider === 'vimeo'
    ? `https://player.vimeo.com/video/${encodeURIComponent(video.videoId)}?autoplay=1`
    : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?autoplay=1`
}

// One draw per page load, made in the browser only: the server renders the placeholder.
let draw: number | null = null
const clientDraw = () => (draw ??= Math.random())
const serverDraw = () => null
const subscribeToNothing = () => () => {}

/**
 * One of the 404 videos, drawn at random in the browser (the page itself is cached). Nothing is
 * loaded from the video host until the visitor asks, so the page works when the host cannot be
 * reached and costs no third-party script.
 */
export function RandomVideo({ videos }: { videos: NotFoundVideo[] }) {
  const draw = useSyncExternalStore(subscribeToNothing, clientDraw, serverDraw)
  const video = draw === null ? null : (videos[Math.floor(draw * videos.length)] ?? null)
  const [playing, setPlaying] = useState(false)

  if (videos.length === 0) return null
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.player} data-video-id={video?.videoId} data-provider={video?.provider}>
        {playing && video ? (
          <iframe src={embedUrl(video)} title={video.title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
        ) : (
          <button type="button" className={styles.play} disabled={!video} onClick={() => setPlaying(true)}>
            <span>{video ? `Play “${video.title}”` : 'Choosing a video…'}</span>
          </button>
        )}
      </div>
      <figcaption className={styles.note}>
        {video?.provider === 'vimeo' ? 'Plays from Vimeo.' : 'Plays from YouTube.'} If it does not load, the video host cannot be reached right now.
      </figcaption>
    </figure>
  )
}
