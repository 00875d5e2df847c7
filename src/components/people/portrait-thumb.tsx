import type { Image } from '@/cms/media'
import { initials } from '@/domain/faculty'

import styles from './portrait.module.css'

/** The widths a card portrait is served at: next/image's own sizes, so its optimizer accepts them. */
const THUMB_WIDTHS = [256, 384, 640] as const

/** An image through the Next.js optimizer at one width (AVIF or WebP by the browser's Accept header). */
const optimized = (url: string, width: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`

/**
 * The portrait of a card in the faculty index: a plain lazy image with three widths and no blurred
 * placeholder, because an index of a thousand people would otherwise carry a thousand srcsets of
 * a dozen widths each in its HTML. The initials stand in for a missing portrait.
 */
export function PortraitThumb({ name, image, sizes }: { name: string; image: Image | null; sizes: string }) {
  if (!image) {
    return (
      <div className={styles.monogram} aria-hidden="true">
        <span>{initials(name)}</span>
      </div>
    )
  }
  const position = image.focal ? `${image.focal.x}% ${image.focal.y}%` : undefined
  return (
    <div className={styles.thumb}>
      <img
        src={optimized(image.url, 384)}
        srcSet={THUMB_WIDTHS.map((width) => `${optimized(image.url, width)} ${width}w`).join(', ')}
        sizes={sizes}
        alt=""
        loading="lazy"
        decoding="async"
        width={384}
        height={480}
        style={position ? { objectPosition: position } : undefined}
      />
    </div>
  )
}
