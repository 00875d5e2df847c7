import Link from 'next/link'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { eventWhen } from '@/domain/event-dates'
import { safeHref } from '@/domain/safe-url'
import type { ExhibitorDetail } from '@/services/event-mappers'

import styles from './exhibitor-article.module.css'

/** A work shown whole: as wide as the column, no taller than most of the screen, so a tall painting narrows instead of being cut. */
function workWidth(image: { width: number | null; height: number | null }): string {
  if (!image.width || !image.height) return '100%'
  return `min(100%, calc(80vh * ${image.width} / ${image.height}))`
}

/** An exhibitor's page (spec §2: /events/{event}/{exhibitor}), in black and white so the works carry the colour. */
export function ExhibitorArticle({ exhibitor, timeZone, eventHref }: { exhibitor: ExhibitorDetail; timeZone: string; eventHref?: string }) {
  const event = exhibitor.event
  const href = eventHref ?? event.path
  const when = eventWhen(event, timeZone)
  return (
    <article className={styles.article}>
      <div className="container">
        <Breadcrumbs
          trail={[
            { label: 'Events', href: '/events' },
            { label: event.displayTitle, href },
            { label: exhibitor.name, href: exhibitor.path },
          ]}
        />
        <header className={styles.header}>
          <p className={styles.kicker}>
            Exhibitor · <Link href={href}>{event.displayTitle}</Link>
          </p>
          <h1 className={styles.name}>{exhibitor.name}</h1>
          {(exhibitor.program || exhibitor.department) && (
            <p className={styles.program}>{[exhibitor.program, exhibitor.department].filter(Boolean).join(' · ')}</p>
          )}
        </header>
      </div>

      <section className={`container ${styles.works}`} aria-labelledby="works">
        <h2 id="works" className="visually-hidden">
          Works
        </h2>
        {exhibitor.works.length === 0 ? (
          <p className={styles.muted}>Images of the works will be added soon.</p>
        ) : (
          exhibitor.works.map((work, index) => (
            <figure key={`${work.image.url}-${index}`} className={styles.work} style={{ width: workWidth(work.image) }}>
              <MediaImage image={work.image} priority={index === 0} sizes="(max-width: 1023px) 100vw, 66vw" />
              <figcaption className={styles.caption}>
                <span>
                  {work.title && <cite className={styles.workTitle}>{work.title}</cite>}
                  {work.title && work.year ? ', ' : ''}
                  {work.year}
                </span>
                {(work.medium || work.dimensions) && <span className={styles.muted}>{[work.medium, work.dimensions].filter(Boolean).join(', ')}</span>}
              </figcaption>
            </figure>
          ))
        )}
      </section>

      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="statement" className={styles.statement}>
          <h2 id="statement" className={styles.sectionTitle}>
            Statement
          </h2>
          {exhibitor.statement ? <RichText data={exhibitor.statement} /> : <p className={styles.muted}>No statement yet.</p>}
        </section>
        <aside className={styles.aside} aria-label="About the exhibition">
          {exhibitor.portrait && <MediaImage image={exhibitor.portrait} ratio="4:5" sizes="(max-width: 1023px) 60vw, 25vw" className={styles.portrait} />}
          {exhibitor.links.length > 0 && (
            <ul className={styles.links}>
              {exhibitor.links.map((link) => {
                const url = safeHref(link.url)
                return url ? (
                  <li key={link.url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {link.label} <span className="visually-hidden">(opens in a new tab)</span>
                    </a>
                  </li>
                ) : null
              })}
            </ul>
          )}
          <div className={styles.partOf}>
            <p className={styles.label}>Part of</p>
            <p>
              <Link href={href}>{event.displayTitle}</Link>
            </p>
            <p className={styles.muted}>
              {when.date}
              {event.locationTitles[0] ? ` · ${event.locationTitles[0]}` : ''}
            </p>
          </div>
        </aside>
      </div>
    </article>
  )
}
