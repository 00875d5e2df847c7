import Link from 'next/link'

import flow from '@/components/ui/block-flow.module.css'
import { formatDate, formatTime } from '@/domain/dates'
import type { EventSummary } from '@/services/event-mappers'

import styles from './template-parts.module.css'

/** The Calendar template's "coming up": the next events, soonest first, and the way to the full calendar. */
export function UpcomingEvents({ events: items, timeZone }: { events: EventSummary[]; timeZone: string }) {
  return (
    <section className={`${flow.wide} ${styles.upcoming}`} aria-labelledby="coming-up" data-part="upcoming">
      <div className={styles.upcomingHead}>
        <h2 id="coming-up" className={styles.partHeading}>
          Coming up
        </h2>
        <Link href="/events">The full calendar</Link>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>Nothing is scheduled yet. Check back soon.</p>
      ) : (
        <ol className={styles.eventList}>
          {items.map((event) => (
            <li key={event.id}>
              <p className={styles.eventDate}>
                <time dateTime={event.eventStart}>{formatDate(event.eventStart, 'short', timeZone)}</time>
                {!event.allDay && <span> · {formatTime(event.eventStart, timeZone)}</span>}
              </p>
              <Link href={event.path} className={styles.eventTitle}>
                {event.displayTitle}
              </Link>
              <p className={styles.muted}>{[event.eventTypeLabel, event.locationTitles[0]].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
