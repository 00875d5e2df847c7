import Link from 'next/link'
import type { ReactNode } from 'react'

import linked from '@/components/ui/linked-card.module.css'
import { MediaImage } from '@/components/ui/media-image'
import type { Image } from '@/domain/media'

import styles from './card.module.css'

/** spec §3: card layouts. */
export const CARD_LAYOUTS = ['PORTRAIT', 'LANDSCAPE'] as const
export type CardLayout = (typeof CARD_LAYOUTS)[number]

type Props = {
  /** Where the card leads; a card without one shows its title as plain text. */
  href: string | null
  title: string
  image?: Image | null
  layout?: CardLayout
  /** A short line above the title: a type, a department, a status. */
  kicker?: ReactNode
  /** Lines below the title: dates, places. */
  meta?: ReactNode
  children?: ReactNode
  /** The heading level the title takes in its page's outline. */
  headingLevel?: 2 | 3 | 4
  /** `sizes` for the image; defaults suit a grid of three or four. */
  sizes?: string
  priority?: boolean
}

/** Mostly image, a short title and a line or two (DESIGN.md); the title's link covers the card. */
export function Card({ href, title, image, layout = 'PORTRAIT', kicker, meta, children, headingLevel = 3, sizes, priority }: Props) {
  const Heading = `h${headingLevel}` as const
  const portrait = layout === 'PORTRAIT'
  return (
    <article className={`${styles.card} ${linked.area} ${portrait ? '' : styles.landscape}`} data-layout={layout}>
      {image ? (
        <MediaImage
          image={image}
          ratio={portrait ? '4:5' : '16:9'}
          sizes={sizes ?? (portrait ? '(max-width: 767px) 100vw, (max-width: 1439px) 33vw, 25vw' : '(max-width: 767px) 100vw, 40vw')}
          className={styles.image}
          priority={priority}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <Heading className={`${styles.title} ${linked.link}`}>{href ? <Link href={href}>{title}</Link> : title}</Heading>
        {meta && <div className={styles.meta}>{meta}</div>}
        {children}
      </div>
    </article>
  )
}
