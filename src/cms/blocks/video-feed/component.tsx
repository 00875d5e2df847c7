import sectionStyles from '@/components/home/section.module.css'
import flow from '@/components/ui/block-flow.module.css'
import linked from '@/components/ui/linked-card.module.css'
import { MediaImage } from '@/components/ui/media-image'
import { VideoCard } from '@/components/videos/video-card'
import type { HomepageSectionOf } from '@/services/homepage-types'

import styles from './component.module.css'

type Props = { block: HomepageSectionOf<'videoFeed'>; timeZone: string }

/** spec §2 (homepage sections: videoFeed): cards of stills leading to the video pages, or TikTok cards opening on TikTok: no third-party script. */
export function VideoFeedBlockView({ block, timeZone }: Props) {
  const headingId = `video-feed-${block.id ?? 'section'}`
  const count = block.type === 'TikTok' ? block.posts.length : block.videos.length
  if (count === 0) return null
  const external = block.moreUrl ? /^https?:/i.test(block.moreUrl) : false
  return (
    <section className={flow.wide} data-block="videoFeed" data-feed={block.type} aria-labelledby={headingId}>
      <div className={sectionStyles.head}>
        <h2 id={headingId} className={sectionStyles.heading}>
          {block.heading}
        </h2>
        {block.moreUrl && (
          <a className={sectionStyles.more} href={block.moreUrl} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
            {block.type === 'TikTok' ? 'More on TikTok' : 'All videos'}
            {external && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
        )}
      </div>
      {block.type === 'TikTok' ? (
        <ul className={styles.tiktok}>
          {block.posts.map((post) => (
            <li key={post.id}>
              <article className={`${styles.post} ${linked.area}`}>
                {post.image ? (
                  <MediaImage image={post.image} ratio="5:7" sizes="(max-width: 767px) 50vw, 20vw" alt="" className={styles.still} />
                ) : (
                  <div className={`${styles.still} ${styles.blank}`} aria-hidden="true" />
                )}
                <h3 className={`${styles.caption} ${linked.link}`}>
                  <a href={post.url} target="_blank" rel="noopener noreferrer">
                    {post.caption ?? `A post by @${post.account}`}
                    <span className="visually-hidden"> (TikTok, opens in a new tab)</span>
                  </a>
                </h3>
                <p className={styles.account}>@{post.account} · TikTok</p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.videos}>
          {block.videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} timeZone={timeZone} sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 25vw" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
