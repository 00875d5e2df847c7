import Link from 'next/link'

import flow from '@/components/ui/block-flow.module.css'
import { MediaImage } from '@/components/ui/media-image'
import type { AspectRatio } from '@/domain/images'
import { resolveLink } from '@/domain/link-href'
import { toImage } from '@/domain/media'
import type { CarouselBlock } from '@/payload-types'

import type { CarouselIsland } from './carousel-island'
import styles from './component.module.css'

/**
 * Slides of images and captions; the slides render on the server, a small island moves them: `Controls` is that island, or its
 * loader where a body's block shows the carousel (docs/decisions/0190).
 */
export function CarouselBlockView({ block, Controls }: { block: CarouselBlock; Controls: typeof CarouselIsland }) {
  const slides = block.slides.flatMap((slide) => {
    const image = toImage(slide.image)
    if (!image) return []
    const link = resolveLink(slide.link)
    return [
      <figure key={slide.id} className={styles.slide}>
        <MediaImage image={image} ratio={(block.aspectRatio ?? '16:9') as AspectRatio} sizes="(max-width: 1600px) 100vw, 1600px" />
        {(slide.caption || link) && (
          <figcaption className={styles.caption}>
            {slide.caption}
            {link && (
              <>
                {' '}
                <Link href={link.href} className={styles.captionLink}>
                  {link.label ?? 'More'}
                </Link>
              </>
            )}
          </figcaption>
        )}
      </figure>,
    ]
  })
  if (slides.length === 0) return null
  return (
    <section className={flow.wide} data-block="carousel" aria-labelledby={`carousel-${block.id}`}>
      <h2 id={`carousel-${block.id}`} className={flow.blockHeading}>
        {block.heading}
      </h2>
      <Controls label={block.heading} slides={slides} autoplay={Boolean(block.autoplay)} />
    </section>
  )
}
