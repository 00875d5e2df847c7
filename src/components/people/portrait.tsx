import { MediaImage } from '@/components/ui/media-image'
import { initials } from '@/domain/faculty'
import type { Image } from '@/domain/media'

import styles from './portrait.module.css'

type Props = {
  name: string
  image: Image | null
  sizes: string
  priority?: boolean
  /** '' when the name stands beside the picture and says the same. */
  alt?: string
}

/** A 4:5 portrait, or the person's initials set large when there is none. */
export function Portrait({ name, image, sizes, priority, alt = '' }: Props) {
  if (image) return <MediaImage image={image} ratio="4:5" sizes={sizes} priority={priority} alt={alt} className={styles.portrait} />
  return (
    <div className={styles.monogram} aria-hidden="true">
      <span>{initials(name)}</span>
    </div>
  )
}
