'use client'

import { type ReactNode, useState } from 'react'

import type { VideoRef } from '@/domain/video-url'

import styles from './click-to-play.module.css'

type Props = {
  video: VideoRef
  /** The player's address (videoEmbedUrl), written on the server: its rules need not come with the page's script. */
  embedUrl: string
  title: string
  /** The poster, rendered on the server (the home page's largest image: next/image with priority). */
  children: ReactNode
}

/** The featured video's poster and play button; the player loads only on play (decision 0024). */
export function ClickToPlay({ video, embedUrl, title, children }: Props) {
  const [playing, setPlaying] = useState(false)
  return (
    <div className={styles.player} data-video-id={video.id} data-provider={video.provider} data-playing={playing ? 'true' : 'false'}>
      {playing ? (
        <iframe src={embedUrl} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        <>
          {children}
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <span className={styles.icon} aria-hidden="true" />
            <span className={styles.label}>
              Play<span className="visually-hidden"> “{title}”</span>
            </span>
          </button>
        </>
      )}
    </div>
  )
}
