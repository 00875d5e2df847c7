import Link from 'next/link'

import flow from '@/components/ui/block-flow.module.css'
import { MediaImage } from '@/components/ui/media-image'
import type { HomepageSectionOf } from '@/services/homepage-types'

import styles from './component.module.css'

/** spec §2 (homepage sections: impact): a statement of what the college does, on an inverted band, with its image and a link. */
export function ImpactBlockView({ block }: { block: HomepageSectionOf<'impact'> }) {
  const headingId = `impact-${block.id ?? 'section'}`
  const link = block.link
  return (
    <section className={`${flow.full} ${styles.band}`} data-block="impact" aria-labelledby={headingId}>
      <div className={`${styles.inner} ${block.image ? '' : styles.noImage}`}>
        {block.image && <MediaImage image={block.image} ratio="4:5" sizes="(max-width: 767px) 100vw, 40vw" className={styles.image} />}
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {block.heading}
          </h2>
          <p className={styles.body}>{block.text}</p>
          {link &&
            (link.external || link.newTab ? (
              <a className={styles.link} href={link.href} target={link.newTab ? '_blank' : undefined} rel={link.newTab ? 'noopener noreferrer' : undefined}>
                {link.label ?? 'Learn more'}
                {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            ) : (
              <Link className={styles.link} href={link.href}>
                {link.label ?? 'Learn more'}
              </Link>
            ))}
        </div>
      </div>
    </section>
  )
}
