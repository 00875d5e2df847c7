import Link from 'next/link'

import { posterImage } from '@/components/ui/media-image'
import { VideoPlayer } from '@/components/ui/video-player'
import { formatDate } from '@/domain/dates'
import type { VideoSummary } from '@/services/videos'

import styles from './video-feature.module.css'

type Props = {
  video: VideoSummary
  timeZone: string
  /** The title as the page's main heading (the video's own page) or as a section heading. */
  headingLevel: 1 | 2
  /** A word above the title: 'Latest', 'Now showing'. */
  kicker?: string
  /** Link the title to the video's own page (on a channel or the videos page). */
  linkTitle?: boolean
  /** The page's largest image (its first video): the poster loads at once, with high priority. */
  priority?: boolean
}

const POSTER_SIZES = '(max-width: 1023px) 100vw, 66vw'

/** The poster-size still of a video and its player, which loads nothing from YouTube or Vimeo until clicked. */
export function VideoFeature({ video, timeZone, headingLevel, kicker, linkTitle = false, priority = false }: Props) {
  const Heading = `h${headingLevel}` as const
  const poster = video.image ? posterImage(video.image, POSTER_SIZES, priority) : video.thumbnailUrl ? { url: video.thumbnailUrl, alt: '', priority } : null
  const ref = video.provider && video.videoId ? { provider: video.provider, id: video.videoId } : null
  return (
    <section className={styles.feature} aria-label={headingLevel === 1 ? undefined : video.title}>
      <div className={styles.player}>
        <VideoPlayer video={ref} title={video.title} poster={poster} pendingLabel="This video cannot be played here" />
      </div>
      <div className={styles.text}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <Heading className={headingLevel === 1 ? styles.titleLarge : styles.title}>
          {linkTitle && video.path ? <Link href={video.path}>{video.title}</Link> : video.title}
        </Heading>
        <p className={styles.meta}>
          <time dateTime={video.publishedAtOnYoutube}>{formatDate(video.publishedAtOnYoutube, 'long', timeZone)}</time>
          {video.channels.length > 0 && (
            <>
              {' · '}
              {video.channels.map((channel, i) => (
                <span key={channel.id}>
                  {i > 0 && ', '}
                  <Link href={`/videos/${channel.slug}`}>{channel.title}</Link>
                </span>
              ))}
            </>
          )}
        </p>
        {video.description && <p className={styles.description}>{video.description}</p>}
      </div>
    </section>
  )
}
