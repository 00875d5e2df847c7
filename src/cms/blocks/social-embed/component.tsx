import flow from '@/components/ui/block-flow.module.css'
import { ClickToLoadFrame, VideoPlayer } from '@/components/ui/lazy-clients'
import { parseInstagramPostUrl, parseVideoUrl } from '@/domain/video-url'
import type { SocialEmbedBlock } from '@/payload-types'

import styles from './component.module.css'

/** spec §5: an Instagram post (or a YouTube or Vimeo video) shown once the visitor asks; an unrecognised address shows nothing. */
export function SocialEmbedBlockView({ block }: { block: SocialEmbedBlock }) {
  const instagram = parseInstagramPostUrl(block.url)
  const video = instagram ? null : parseVideoUrl(block.url)
  if (!instagram && !video) return null
  return (
    <figure className={`${flow.column} ${styles.embed}`} data-block="socialEmbed" data-network={instagram ? 'instagram' : video!.provider}>
      {instagram ? (
        <div className={styles.post}>
          <ClickToLoadFrame
            src={`https://www.instagram.com/p/${instagram}/embed`}
            title={`Instagram post: ${block.title}`}
            buttonLabel="Show the Instagram post"
            aspectRatio="4 / 5"
          >
            <p className={styles.teaser}>
              <span className={styles.network}>Instagram</span>
              {block.title}
            </p>
          </ClickToLoadFrame>
          <p className={styles.link}>
            <a href={`https://www.instagram.com/p/${instagram}/`} target="_blank" rel="noopener noreferrer">
              View on Instagram<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      ) : (
        <VideoPlayer video={video} title={block.title} />
      )}
      {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
    </figure>
  )
}
