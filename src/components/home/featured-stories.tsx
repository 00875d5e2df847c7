import Link from 'next/link'

import { MediaImage } from '@/components/ui/media-image'
import type { HomepageTemplate } from '@/domain/homepage'
import { videoEmbedUrl } from '@/domain/video-url'
import type { FeaturedStory } from '@/services/homepage-types'

import { ClickToPlay } from './click-to-play'
import styles from './featured-stories.module.css'

type Props = { stories: FeaturedStory[]; layout: HomepageTemplate }

const LEAD_SIZES = '(max-width: 1023px) 100vw, 66vw'
const SIDE_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 33vw'

/** spec §2: the featured stories in the template's layout, one large (or the video) and two beside; the lead image loads first. */
export function FeaturedStories({ stories, layout }: Props) {
  if (stories.length === 0) return null
  const [lead, ...rest] = stories
  return (
    <section className={styles.stories} aria-label="Featured stories" data-layout={layout}>
      <div className={styles.lead}>
        {lead!.video && layout === 'VideoAndTwoFeaturedStories' ? <VideoStory story={lead!} /> : <Story story={lead!} size="lead" />}
      </div>
      {rest.length > 0 && (
        <ul className={styles.side}>
          {rest.map((story, index) => (
            <li key={`${story.kind}-${index}`}>
              <Story story={story} size="side" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function StoryTitle({ story }: { story: FeaturedStory }) {
  const link = story.link
  if (!link) return <>{story.title}</>
  if (link.external || link.newTab) {
    return (
      <a href={link.href} target={link.newTab ? '_blank' : undefined} rel={link.newTab ? 'noopener noreferrer' : undefined}>
        {story.title}
        {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    )
  }
  return <Link href={link.href}>{story.title}</Link>
}

/** A story, a memoriam or uploaded content: image first, then kicker, title and a line of text. */
function Story({ story, size }: { story: FeaturedStory; size: 'lead' | 'side' }) {
  const lead = size === 'lead'
  const image = story.image
  return (
    <article className={`${styles.story} ${lead ? styles.isLead : styles.isSide}`} data-kind={story.kind}>
      {image ? (
        <MediaImage image={image} ratio="16:9" sizes={lead ? LEAD_SIZES : SIDE_SIZES} priority={lead} alt="" className={styles.image} />
      ) : story.video?.thumbnail ? (
        <div className={styles.image} style={{ aspectRatio: '16 / 9' }}>
          <img src={story.video.thumbnail} alt="" loading={lead ? 'eager' : 'lazy'} decoding="async" referrerPolicy="no-referrer" />
        </div>
      ) : (
        <div className={`${styles.image} ${styles.placeholder}`} aria-hidden="true" />
      )}
      <div className={styles.text}>
        {story.kicker && <p className={styles.kicker}>{story.kicker}</p>}
        <h2 className={styles.title}>
          <StoryTitle story={story} />
        </h2>
        {story.years && <p className={styles.years}>{story.years}</p>}
        {story.text && <p className={styles.summary}>{story.text}</p>}
      </div>
    </article>
  )
}

/** The video story: its poster is the play button; the title leads to the video's own page. */
function VideoStory({ story }: { story: FeaturedStory }) {
  const video = story.video!
  const ref = video.provider && video.videoId ? { provider: video.provider, id: video.videoId } : null
  const poster = story.image ? (
    <MediaImage image={story.image} ratio="16:9" sizes={LEAD_SIZES} priority alt="" />
  ) : video.thumbnail ? (
    <img src={video.thumbnail} alt="" loading="eager" decoding="async" referrerPolicy="no-referrer" />
  ) : (
    <div className={styles.placeholder} />
  )
  return (
    <article className={`${styles.story} ${styles.isLead} ${styles.isVideo}`} data-kind="Video">
      {ref ? (
        <ClickToPlay video={ref} embedUrl={videoEmbedUrl(ref)} title={story.title}>
          {poster}
        </ClickToPlay>
      ) : (
        <div className={styles.image}>{poster}</div>
      )}
      <div className={styles.text}>
        {story.kicker && <p className={styles.kicker}>{story.kicker}</p>}
        <h2 className={styles.title}>{story.link ? <Link href={story.link.href}>{story.title}</Link> : story.title}</h2>
        {story.text && <p className={styles.summary}>{story.text}</p>}
      </div>
    </article>
  )
}
