import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { type AspectRatio, cssAspectRatio, focalPosition } from '@/domain/images'
import type { Image } from '@/domain/media'

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

/** An optimized image on a blurred placeholder, cropped at its focal point (DESIGN.md); a plain `<img>`, as next/image adds 7 KB (docs/decisions/0009). */
export function MediaImage({ image, sizes, ratio = 'free', priority = false, className, alt }: Props) {
  const aspect = cssAspectRatio(ratio) ?? (image.width && image.height ? `${image.width} / ${image.height}` : '16 / 9')
  // The tiny copy scaled up by the browser, not next/image's SVG blur, which held the home page's first paint back (docs/decisions/0074).
  const placeholder = isImageDataUrl(image.placeholder) ? { placeholder: image.placeholder } : {}
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
  if (priority) preloadImage(props)
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      <img {...props} />
    </div>
  )
}

/** The upload's tiny copy (made by the media collection's hook) as next/image takes it: only a data URL of an image goes into the style. */
const isImageDataUrl = (value: string | null): value is `data:image/${string}` => value?.startsWith('data:image/') ?? false

/** Asks the browser for the image from the document's head, before it meets the `<img>`. */
function preloadImage({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }): void {
  if (srcSet) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
}

/** A video's poster: an `<img>`'s attributes for the client player, at the widths the optimizer makes. */
export type Poster = { url: string; alt: string; srcSet?: string; sizes?: string; priority?: boolean }

/** An image as a video poster at the optimizer's widths for `sizes`; with `priority`, preloaded from the head (docs/decisions/0065). */
export function posterImage(image: Pick<Image, 'url'>, sizes: string, priority = false): Poster {
  const { props } = getImageProps({ src: image.url, alt: '', fill: true, sizes })
  if (priority) preloadImage(props)
  return { url: props.src, alt: '', srcSet: props.srcSet, sizes: props.sizes, priority }
}
