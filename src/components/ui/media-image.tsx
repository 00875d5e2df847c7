import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Image } from '@/cms/media'
import { type AspectRatio, cssAspectRatio, focalPosition } from '@/domain/images'

import styles from './media-image.module.css'

type Props = {
  image: Image
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  /** A crop to one of the spec's ratios around the focal point; 'free' keeps the image's own shape. */
  ratio?: AspectRatio
  /** For the one image that is the largest thing on first paint: loaded at once, preloaded, high priority. */
  priority?: boolean
  className?: string
  /** Alt text override: '' for an image a nearby text already describes. */
  alt?: string
}

/**
 * An uploaded image through Next.js's image optimizer (AVIF and WebP at the site's breakpoints),
 * on a blurred placeholder while it loads, cropped around the focal point (DESIGN.md). Rendered on
 * the server as a plain `<img>` from `getImageProps`: the `next/image` component would add its
 * client code (7 KB gzip) to every page that shows an image (docs/decisions/0009).
 */
export function MediaImage({ image, sizes, ratio = 'free', priority = false, className, alt }: Props) {
  const aspect = cssAspectRatio(ratio) ?? (image.width && image.height ? `${image.width} / ${image.height}` : '16 / 9')
  const placeholder = image.placeholder ? ({ placeholder: 'blur', blurDataURL: image.placeholder } as const) : {}
  const { props } = getImageProps({
    src: image.url,
    alt: alt ?? image.alt,
    fill: true,
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    style: { objectPosition: focalPosition(image.focal) },
    ...placeholder,
  })
  if (priority && props.srcSet) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      <img {...props} />
    </div>
  )
}
