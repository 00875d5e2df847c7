import Link from 'next/link'

import { eventWhen } from '@/domain/event-dates'
import type { Exhibitions } from '@/services/event-mappers'

import { EventGrid } from './event-grid'
import styles from './exhibitions-grid.module.css'

type Props = {
  exhibitions: Exhibitions
  timeZone: string
  /** The level of the grid's own headings in the page's outline. */
  headingLevel?: 2 | 3
  /** Prefix of the headings' ids, when a page holds more than one grid. */
  id?: string
}

/** The exhibitions grid (spec §2, §4, §9): on view, opening next, and past by closing year (2010 and earlier together). */
export function ExhibitionsGrid({ exhibitions: { onView, upcoming, past }, timeZone, headingLevel = 2, id = 'exhibitions' }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.grid}>
      <section aria-labelledby={`${id}-on-view`} className={styles.section}>
        <Heading id={`${id}-on-view`} className={styles.heading}>
          On view
        </Heading>
        <EventGrid
          events={onView}
          timeZone={timeZone}
          headingLevel={headingLevel === 2 ? 3 : 4}
          priority
          empty={<p>No exhibition is on view right now. The next one is listed below.</p>}
        />
      </section>
      <section aria-labelledby={`${id}-upcoming`} className={styles.section}>
        <Heading id={`${id}-upcoming`} className={styles.heading}>
          Upcoming
        </Heading>
        <EventGrid
          events={upcoming}
          timeZone={timeZone}
          headingLevel={headingLevel === 2 ? 3 : 4}
          empty={<p>No exhibition is announced yet. Check back soon.</p>}
        />
      </section>
      <section aria-labelledby={`${id}-past`} className={styles.section}>
        <Heading id={`${id}-past`} className={styles.heading}>
          Past exhibitions
        </Heading>
        {past.length === 0 ? (
          <p>No past exhibitions yet.</p>
        ) : (
          <div className={styles.years}>
            {past.map((group, index) => (
              <details key={group.label} className={styles.year} open={index === 0}>
                <summary className={styles.summary}>
                  <span className={styles.yearLabel}>{group.label}</span>
                  <span className={styles.count}>
                    {group.exhibitions.length} {group.exhibitions.length === 1 ? 'exhibition' : 'exhibitions'}
                  </span>
                </summary>
                <ul className={styles.archive}>
                  {group.exhibitions.map((exhibition) => (
                    <li key={exhibition.id} className={styles.entry}>
                      <Link href={exhibition.path} className={styles.entryTitle}>
                        {exhibition.title}
                      </Link>
                      <span className={styles.entryMeta}>
                        {eventWhen({ eventStart: exhibition.eventStart, eventEnd: exhibition.eventEnd, allDay: true }, timeZone).date}
                        {exhibition.gallery && ` · ${exhibition.gallery}`}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
