import flow from '@/components/ui/block-flow.module.css'
import { VideoPlayer } from '@/components/ui/lazy-clients'
import { toImage } from '@/domain/media'
import { parseVideoUrl } from '@/domain/video-url'
import type { VideoBlock } from '@/payload-types'

import styles from './component.module.css'

/** spec §5: a YouTube or Vimeo video that loads on play; any other address plays nothing. */
export function VideoBlockView({ block }: { block: VideoBlock }) {
  const video = parseVideoUrl(block.url)
  const poster = toImage(block.poster)
  return (
    <div className={`${flow.wide} ${styles.video}`} data-block="video">
      {video ? (
        <VideoPlayer video={video} title={block.title} poster={poster ? { url: poster.url, alt: '' } : null} />
      ) : (
        <p className={styles.unavailable}>“{block.title}” cannot be played here.</p>
      )}
      {block.caption && <p className={styles.caption}>{block.caption}</p>}
    </div>
  )
}
