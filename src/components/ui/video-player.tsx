'use client'

import { useState } from 'react'

import type { Poster } from '@/components/ui/media-image'
import { expandSrcSet } from '@/domain/images'
import { type VideoRef, videoEmbedUrl } from '@/domain/video-url'

import styles from './video-player.module.css'

type Props = {
  /** null while the video is still being chosen, or when its URL names no YouTube or Vimeo video. */
  video: VideoRef | null
  title: string
  /** A thumbnail shown until the visitor presses play; `priority` for the page's largest image. */
  poster?: (Pick<Poster, 'url'> & Partial<Poster>) | null
  /** Shown on the button while `video` is null. */
  pendingLabel?: string
  note?: boolean
}

/** A video that loads nothing from its host until play (spec §5: only YouTube and Vimeo play; anything else shows no player). */
export function VideoPlayer({ video, title, poster, pendingLabel = 'Loading…', note = true }: Props) {
  const [playing, setPlaying] = useState(false)
  return (
    <figure style={{ margin: 0 }}>
      <div className={`${styles.player} ${poster ? styles.withPoster : ''}`} data-video-id={video?.id} data-provider={video?.provider}>
        {playing && video ? (
          <iframe src={videoEmbedUrl(video)} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
        ) : (
          <>
            {/* A plain img: the poster may be the video host's own thumbnail, which next/image would fetch on the server. */}
            {poster && (
              <img
                className={styles.poster}
                src={poster.url}
                srcSet={poster.widths ? expandSrcSet(poster.url, poster.widths) : poster.srcSet}
                sizes={poster.sizes}
                alt={poster.alt ?? ''}
                loading={poster.priority ? 'eager' : 'lazy'}
                fetchPriority={poster.priority ? 'high' : undefined}
                decoding="async"
              />
            )}
            <button type="button" className={styles.play} disabled={!video} onClick={() => setPlaying(true)}>
              <span>{video ? `Play “${title}”` : pendingLabel}</span>
            </button>
          </>
        )}
      </div>
      {note && video && (
        <figcaption className={styles.note}>
          {video.provider === 'vimeo' ? 'Plays from Vimeo.' : 'Plays from YouTube.'} If it does not load, the video host cannot be reached right now.
        </figcaption>
      )}
    </figure>
  )
}
