import Link from 'next/link'

import sectionStyles from '@/components/home/section.module.css'
import flow from '@/components/ui/block-flow.module.css'
import linked from '@/components/ui/linked-card.module.css'
import { MediaImage } from '@/components/ui/media-image'
import type { HomepageSectionOf } from '@/services/homepage-types'

import styles from './component.module.css'

/** spec §2 (homepage sections: landingStripSlideshow): slides that scroll and snap; no script: arrow keys, Tab and swipes move it. */
export function LandingStripSlideshowBlockView({ block }: { block: HomepageSectionOf<'landingStripSlideshow'> }) {
  const headingId = `landing-strip-${block.id ?? 'section'}`
  return (
    <section className={`${flow.full} ${styles.section}`} data-block="landingStripSlideshow" aria-labelledby={headingId}>
      <div className={`${sectionStyles.head} ${styles.head}`}>
        <h2 id={headingId} className={sectionStyles.heading}>
          {block.heading}
        </h2>
        <p className={styles.hint} aria-hidden="true">
          {block.slides.length} · scroll →
        </p>
      </div>
      {/* A scrolling region is focusable so that a keyboard can scroll it (WCAG 2.1.1). */}
      <ul className={styles.strip} tabIndex={0} aria-labelledby={headingId}>
        {block.slides.map((slide, index) => (
          <li key={slide.id ?? index} className={styles.slide}>
            <article className={`${styles.card} ${linked.area}`}>
              {slide.image && (
                <MediaImage image={slide.image} ratio="4:5" sizes="(max-width: 767px) 78vw, (max-width: 1439px) 36vw, 26vw" className={styles.image} />
              )}
              <div className={styles.caption}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={`${styles.title} ${linked.link}`}>
                  {slide.link ? (
                    slide.link.external || slide.link.newTab ? (
                      <a href={slide.link.href} target={slide.link.newTab ? '_blank' : undefined} rel={slide.link.newTab ? 'noopener noreferrer' : undefined}>
                        {slide.title}
                        {slide.link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
                      </a>
                    ) : (
                      <Link href={slide.link.href}>{slide.title}</Link>
                    )
                  ) : (
                    slide.title
                  )}
                </h3>
                {slide.text && <p className={styles.text}>{slide.text}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
