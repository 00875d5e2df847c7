import { initials } from '@/domain/faculty'

import styles from './portrait.module.css'

/**
 * The widths a card's portrait is asked for: the smaller for screens of one pixel per CSS pixel, the larger for denser ones. A card is
 * at most about 290 CSS pixels wide (a fifth of a 1440 px window, half a phone's), so these two cover every screen; each is one the
 * image optimizer accepts (next/image's 384 and the 768 device size). The index shows 142 of these, so no `sizes` and no list of
 * widths: a `2x` candidate says the same in a tenth of the bytes (docs/decisions/0181).
 */
const THUMB_WIDTH = 384
const THUMB_WIDTH_DENSE = 768

/** An image through the Next.js optimizer at one width (AVIF or WebP by the browser's Accept header). */
const optimized = (url: string, width: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`

type Props = {
  name: string
  /** The portrait's address, or none for the initials. */
  src?: string | null
  /** Its focal point as an object position, when not the centre. */
  position?: string
}

/**
 * A card portrait: a lazy image at two densities and no placeholder, or the initials set large when there is no portrait. Its box is
 * the 4:5 frame around it (portrait.module.css), so the image needs no width and height of its own.
 */
export function PortraitThumb({ name, src, position }: Props) {
  if (!src) {
    return (
      <div className={styles.monogram} aria-hidden="true">
        <span>{initials(name)}</span>
      </div>
    )
  }
  return (
    <div className={styles.thumb}>
      <img
        src={optimized(src, THUMB_WIDTH)}
        srcSet={`${optimized(src, THUMB_WIDTH_DENSE)} 2x`}
        alt=""
        loading="lazy"
        style={position ? { objectPosition: position } : undefined}
      />
    </div>
  )
}
