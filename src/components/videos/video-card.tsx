import Link from 'next/link'

import { formatDate } from '@/domain/dates'
import type { VideoSummary } from '@/services/videos'
import linked from '@/components/ui/linked-card.module.css'

import styles from './video-card.module.css'
import { VideoThumbnail } from './video-thumbnail'

type Props = {
  video: VideoSummary
  timeZone: string
  sizes?: string
  /** The rank in a top-5 list. */
  rank?: number
  /** The video the page plays now. */
  current?: boolean
  headingLevel?: 2 | 3
  priority?: boolean
}

/** A video in a list: its still leads, then the title and the date it went up. */
export function VideoCard({
  video,
  timeZone,
  sizes = '(max-width: 767px) 100vw, (max-width: 1439px) 33vw, 25vw',
  rank,
  current = false,
  headingLevel = 3,
  priority,
}: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={`${styles.card} ${linked.area} ${current ? styles.current : ''}`}>
      <div className={styles.still}>
        <VideoThumbnail video={video} sizes={sizes} priority={priority} />
        {rank !== undefined && (
          <span className={styles.rank} aria-hidden="true">
            {rank}
          </span>
        )}
        {current && <span className={styles.playing}>Now showing</span>}
      </div>
      <Heading className={`${styles.title} ${linked.link}`}>
        {video.path ? (
          <Link href={video.path} aria-current={current ? 'page' : undefined}>
            {rank !== undefined && <span className="visually-hidden">Number {rank}: </span>}
            {video.title}
          </Link>
        ) : (
          video.title
        )}
      </Heading>
      <p className={styles.meta}>
        <time dateTime={video.publishedAtOnYoutube}>{formatDate(video.publishedAtOnYoutube, 'short', timeZone)}</time>
        {video.provider && <span> · {video.provider === 'vimeo' ? 'Vimeo' : 'YouTube'}</span>}
      </p>
    </article>
  )
}
