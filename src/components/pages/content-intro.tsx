import flow from '@/components/ui/block-flow.module.css'
import { VideoPlayer } from '@/components/ui/lazy-clients'
import { MediaImage } from '@/components/ui/media-image'
import type { PageView } from '@/services/pages'

import styles from './content-intro.module.css'

/** spec §2 intro kinds: text (a lede), image, image and text (side by side), video. */
export function ContentIntro({ intro, title }: { intro: NonNullable<PageView['intro']>; title: string }) {
  const lede = intro.text && <p className={styles.lede}>{intro.text}</p>
  switch (intro.kind) {
    case 'text':
      return lede ? (
        <div className={`${flow.column} ${styles.intro}`} data-intro="text">
          {lede}
        </div>
      ) : null
    case 'image':
      return intro.image ? (
        <div className={`${flow.wide} ${styles.intro}`} data-intro="image">
          <MediaImage image={intro.image} ratio="2:1" sizes="(max-width: 1600px) 100vw, 1600px" priority />
        </div>
      ) : null
    case 'image and text':
      return (
        <div className={`${flow.wide} ${styles.intro} ${styles.split}`} data-intro="image and text">
          <div className={styles.splitText}>{lede}</div>
          {intro.image && <MediaImage image={intro.image} ratio="4:5" sizes="(max-width: 1023px) 100vw, 50vw" priority />}
        </div>
      )
    case 'video':
      return (
        <div className={`${flow.wide} ${styles.intro} ${styles.videoIntro}`} data-intro="video">
          {lede}
          {intro.video && <VideoPlayer video={intro.video} title={`${title}: video`} />}
        </div>
      )
    default:
      return null
  }
}
