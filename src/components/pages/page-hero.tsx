import { VideoPlayer } from '@/components/ui/lazy-clients'
import { MediaImage } from '@/components/ui/media-image'
import type { PageView } from '@/services/pages'

import styles from './page-hero.module.css'

/** spec §3 hero types: none, image (edge to edge) or video (its image the poster; the player loads on play). */
export function PageHero({ hero, title }: { hero: PageView['hero']; title: string }) {
  if (hero.type === 'none') return null
  if (hero.type === 'video' && hero.video) {
    return (
      <div className={`${styles.hero} ${styles.video}`} data-hero="video">
        <div className={styles.videoFrame}>
          <VideoPlayer video={hero.video} title={hero.caption || title} poster={hero.image ? { url: hero.image.url, alt: '' } : null} note={false} />
        </div>
        {hero.caption && <p className={styles.caption}>{hero.caption}</p>}
      </div>
    )
  }
  if (!hero.image) return null
  return (
    <figure className={styles.hero} data-hero="image">
      <MediaImage image={hero.image} ratio="free" sizes="100vw" priority className={styles.image} />
      {(hero.caption || hero.image.credit) && (
        <figcaption className={styles.caption}>{[hero.caption, hero.image.credit].filter(Boolean).join(' · ')}</figcaption>
      )}
    </figure>
  )
}
