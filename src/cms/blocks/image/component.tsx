import flow from '@/components/ui/block-flow.module.css'
import { MediaImage } from '@/components/ui/media-image'
import { imageSizes } from '@/domain/blocks'
import type { AspectRatio } from '@/domain/images'
import { toImage } from '@/domain/media'
import type { ImageBlock } from '@/payload-types'

import styles from './component.module.css'

/** An image at its aspect ratio (spec §3) in the column, the wide track or the window, at spec §9's breakpoints. */
export function ImageBlockView({ block, priority = false }: { block: ImageBlock; priority?: boolean }) {
  const image = toImage(block.image)
  if (!image) return null
  const width = block.width ?? 'column'
  const caption = [block.caption, image.credit].filter(Boolean)
  const tall =
    block.aspectRatio === '4:5' ||
    block.aspectRatio === '5:7' ||
    (block.aspectRatio === 'free' && image.width !== null && image.height !== null && image.height > image.width)
  return (
    <figure
      className={`${flow[width]} ${styles.figure} ${width === 'full' ? styles.full : ''} ${tall && width === 'column' ? styles.tallInColumn : ''}`}
      data-block="image"
      data-ratio={block.aspectRatio}
    >
      <MediaImage image={image} ratio={(block.aspectRatio ?? 'free') as AspectRatio} sizes={imageSizes(width)} priority={priority} />
      {caption.length > 0 && (
        <figcaption className={styles.caption}>
          {block.caption}
          {image.credit && <span className={styles.credit}>{image.credit}</span>}
        </figcaption>
      )}
    </figure>
  )
}
