import { getImageProps } from 'next/image'
import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

import {
  type AspectRatio,
  type FillStyle,
  cssAspectRatio,
  expandSrcSet,
  fillStyle,
  focalPosition,
  srcSetWidths,
  usefulWidths,
  withoutDeploymentId,
} from '@/domain/images'
import type { Image } from '@/domain/media'

import { OptimizedImg } from './optimized-img'
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
  // No width the sizes cannot use (a card never needs the 3840 px copy), no deployment parameter: the preload names the very same srcset.
  props.src = withoutDeploymentId(props.src)
  if (props.srcSet) props.srcSet = withoutDeploymentId(props.srcSet)
  const srcSet = props.srcSet && usefulSrcSet(props.src, props.srcSet, sizes)
  if (srcSet) props.srcSet = srcSet
  if (priority) preloadImage(props)
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      <CompactImg {...props} />
    </div>
  )
}

type ImgProps = ReturnType<typeof getImageProps>['props']

/** The `<img>`, its `srcset` written out by the client image from one address and the widths when it can be (docs/decisions/0140). */
// `fill` is next/image's input, never in what it answers: left out of the rest for the type only.
function CompactImg({ srcSet, src, style, fill: _fill, ...props }: ImgProps) {
  const widths = srcSet ? srcSetWidths(srcSet) : []
  if (!srcSet || expandSrcSet(src, widths) !== srcSet) return <img {...props} style={style} src={src} srcSet={srcSet} />
  const fill = fillOf(style)
  return fill ? <OptimizedImg {...props} src={src} widths={widths} fill={fill} /> : <OptimizedImg {...props} src={src} widths={widths} style={style} />
}

/** The srcset without the widths `sizes` cannot use, when it is the optimizer's; else undefined. */
function usefulSrcSet(src: string, srcSet: string, sizes: string): string | undefined {
  const widths = srcSetWidths(srcSet)
  return expandSrcSet(src, widths) === srcSet ? expandSrcSet(src, usefulWidths(widths, sizes)) : undefined
}

/** The style as `fill` and its two values, when that writes it out key for key; else undefined. */
function fillOf(style: CSSProperties | undefined): FillStyle | undefined {
  if (typeof style?.objectPosition !== 'string') return undefined
  const placeholder = /^url\("(data:image\/[^"]*)"\)$/.exec(String(style.backgroundImage ?? ''))?.[1]
  const fill = { position: style.objectPosition, ...(placeholder ? { placeholder } : {}) }
  return JSON.stringify(fillStyle(fill)) === JSON.stringify(style) ? fill : undefined
}

/** The upload's tiny copy (made by the media collection's hook) as next/image takes it: only a data URL of an image goes into the style. */
const isImageDataUrl = (value: string | null): value is `data:image/${string}` => value?.startsWith('data:image/') ?? false

/** Asks the browser for the image from the document's head, before it meets the `<img>`. */
function preloadImage({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }): void {
  if (srcSet) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
}

/** A video's poster: an `<img>`'s attributes for the client player, at the widths the optimizer makes. */
export type Poster = { url: string; alt: string; srcSet?: string; sizes?: string; priority?: boolean; widths?: number[] }

/** An image as a video poster at the optimizer's widths for `sizes`; with `priority`, preloaded from the head (docs/decisions/0065). */
export function posterImage(image: Pick<Image, 'url'>, sizes: string, priority = false): Poster {
  const { props } = getImageProps({ src: image.url, alt: '', fill: true, sizes })
  props.src = withoutDeploymentId(props.src)
  if (props.srcSet) props.srcSet = withoutDeploymentId(props.srcSet)
  if (priority) preloadImage(props)
  // The player writes the `srcset` out from the address and its widths, as the client image does (docs/decisions/0140).
  const widths = props.srcSet ? srcSetWidths(props.srcSet) : []
  if (props.srcSet && expandSrcSet(props.src, widths) === props.srcSet) return { url: props.src, alt: '', widths, sizes: props.sizes, priority }
  return { url: props.src, alt: '', srcSet: props.srcSet, sizes: props.sizes, priority }
}
