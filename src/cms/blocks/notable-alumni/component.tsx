import sectionStyles from '@/components/home/section.module.css'
import flow from '@/components/ui/block-flow.module.css'
import linked from '@/components/ui/linked-card.module.css'
import { MediaImage } from '@/components/ui/media-image'
import type { HomepageSectionOf } from '@/services/homepage-types'

import styles from './component.module.css'

/** spec §2 (homepage sections: notableAlumni): a grid of portraits, each with a name, a class year and what they do. */
export function NotableAlumniBlockView({ block }: { block: HomepageSectionOf<'notableAlumni'> }) {
  if (block.alumni.length === 0) return null
  const headingId = `notable-alumni-${block.id ?? 'section'}`
  return (
    <section className={flow.wide} data-block="notableAlumni" aria-labelledby={headingId}>
      <div className={sectionStyles.head}>
        <h2 id={headingId} className={sectionStyles.heading}>
          {block.heading}
        </h2>
      </div>
      <ul className={styles.grid}>
        {block.alumni.map((alumnus, index) => (
          <li key={alumnus.id ?? index} className={`${styles.person} ${linked.area}`}>
            {alumnus.image ? (
              <MediaImage
                image={alumnus.image}
                ratio="4:5"
                sizes="(max-width: 767px) 50vw, (max-width: 1439px) 25vw, 16vw"
                alt=""
                className={styles.portrait}
              />
            ) : (
              <div className={`${styles.portrait} ${styles.initials}`} aria-hidden="true">
                {alumnus.name
                  .split(/\s+/)
                  .map((part) => part[0])
                  .slice(0, 2)
                  .join('')}
              </div>
            )}
            <h3 className={`${styles.name} ${linked.link}`}>
              {alumnus.url ? (
                <a href={alumnus.url} target="_blank" rel="noopener noreferrer">
                  {alumnus.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                alumnus.name
              )}
            </h3>
            {alumnus.classOf && <p className={styles.classOf}>{alumnus.classOf}</p>}
            {alumnus.discipline && <p className={styles.discipline}>{alumnus.discipline}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
