'use client'

import type { CSSProperties, ComponentProps } from 'react'

import { type FillStyle, expandSrcSet, fillInlineStyle } from '@/domain/images'

import styles from './optimized-img.module.css'

type Props = Omit<ComponentProps<'img'>, 'srcSet' | 'src' | 'style'> & {
  /** One of the optimizer's addresses of the image (`/_next/image?url=…&w=…`). */
  src: string
  /** The widths of its `srcset`: each address differs from `src` only in its `w`. */
  widths: readonly number[]
  style?: CSSProperties
  /** Instead of `style`: the `fill` style, written out here. */
  fill?: FillStyle
}

/**
 * An `<img>` whose `srcset` (and `fill` style) is written out here, in the server's HTML and in the browser alike: the page's
 * inline payload carries one address and the widths, not a dozen addresses that differ in one number (docs/decisions/0140).
 */
export function OptimizedImg({ src, widths, alt, fill, style, className, ...props }: Props) {
  return (
    <img
      {...props}
      alt={alt}
      className={fill ? `${styles.fill} ${className ?? ''}`.trim() : className}
      style={fill ? fillInlineStyle(fill) : style}
      src={src}
      srcSet={expandSrcSet(src, widths)}
    />
  )
}
