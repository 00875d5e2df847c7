import NextImage from 'next/image'

import { type AspectRatio, cssAspectRatio, focalPosition } from '@/domain/images'
import type { Image } from '@/services/media'

import styles from './media-image.module.css'

type Props = {
  image: Image
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  /** A crop to one of the spec's ratios around the focal point; 'free' keeps the image's own shape. */
  ratio?: AspectRatio
  /** For the one image that is the largest thing on first paint. */
  priority?: boolean
  className?: string
  /** Alt text override: '' for an image a nearby text already describes. */
  alt?: string
}

/**
 * An uploaded image through next/image (AVIF and WebP at the site's breakpoints), with a blurred
 * placeholder while it loads and crops that keep the focal point in view (DESIGN.md).
 */
export function MediaImage({ image, sizes, ratio = 'free', priority = false, className, alt }: Props) {
  const aspect = cssAspectRatio(ratio) ?? (image.width && image.height ? `${image.width} / ${image.height}` : '16 / 9')
  const placeholder = image.placeholder ? ({ placeholder: 'blur', blurDataURL: image.placeholder } as const) : {}
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      <NextImage
        src={image.url}
        alt={alt ?? image.alt}
        fill
        sizes={sizes}
        priority={priority}
        style={{ objectPosition: focalPosition(image.focal) }}
        {...placeholder}
      />
    </div>
  )
}
