import { MediaImage } from '@/components/ui/media-image'
import type { VideoSummary } from '@/services/videos'

import styles from './video-thumbnail.module.css'

type Props = { video: VideoSummary; sizes: string; priority?: boolean }

/** A video's 16:9 still: the uploaded thumbnail, else the looked-up one as a lazy image, else a patterned panel. */
export function VideoThumbnail({ video, sizes, priority }: Props) {
  if (video.image) return <MediaImage image={video.image} ratio="16:9" sizes={sizes} priority={priority} alt="" className={styles.frame} />
  return (
    <div className={`${styles.frame} ${styles.fallback}`}>
      {video.thumbnailUrl && <img src={video.thumbnailUrl} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" referrerPolicy="no-referrer" />}
    </div>
  )
}
