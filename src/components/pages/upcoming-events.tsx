import Link from 'next/link'

import flow from '@/cms/blocks/block-flow.module.css'
import { formatDate, formatTime } from '@/domain/dates'
import { listEvents } from '@/services/events'
import { getSiteIdentity } from '@/services/site-config'

import styles from './template-parts.module.css'

/** How many events the Calendar template leads with. */
export const CALENDAR_TEMPLATE_EVENTS = 4

/** The Calendar template's "coming up": the next events, soonest first, and the way to the full calendar. */
export async function UpcomingEvents() {
  const now = new Date()
  const [{ items }, { timeZone }] = await Promise.all([
    listEvents(
      { expired: false, eventStart: { from: now }, sort: { field: 'eventStart', direction: 'ASC' } },
      { page: 1, limit: CALENDAR_TEMPLATE_EVENTS },
      now,
    ),
    getSiteIdentity(),
  ])
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
