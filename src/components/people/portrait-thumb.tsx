import { initials } from '@/domain/faculty'
import { BREAKPOINTS } from '@/domain/header'
import { focalPosition } from '@/domain/images'
import type { Image } from '@/domain/media'

import { OptimizedImg } from '@/components/ui/optimized-img'

import styles from './portrait.module.css'

/** Widths the image optimizer accepts (next/image's 256 and 384, and the 768 device size, 384 at 2×); any other answers 400. */
const THUMB_WIDTHS = [256, 384, BREAKPOINTS.sm] as const

/** An image through the Next.js optimizer at one width (AVIF or WebP by the browser's Accept header). */
const optimized = (url: string, width: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`

/** A card portrait: a lazy image with three widths and no placeholder, as a thousand full srcsets would bloat the index. */
export function PortraitThumb({ name, image, sizes }: { name: string; image: Pick<Image, 'url' | 'focal'> | null; sizes: string }) {
  if (!image) {
    return (
      <div className={styles.monogram} aria-hidden="true">
        <span>{initials(name)}</span>
      </div>
    )
  }
  // A centred focal point is the image's own position: written on each of the index's cards it was 30 bytes of HTML (docs/decisions/0180).
  const position = focalPosition(image.focal ?? null)
  return (
    <div className={styles.thumb}>
      <OptimizedImg
        src={optimized(image.url, 384)}
        widths={THUMB_WIDTHS}
        sizes={sizes}
        alt=""
        loading="lazy"
        decoding="async"
        width={384}
        height={480}
        style={position === focalPosition(null) ? undefined : { objectPosition: position }}
      />
    </div>
  )
}
