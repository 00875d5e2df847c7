import Link from 'next/link'
import type { ReactNode } from 'react'

import { yearIn } from '@/domain/dates'
import { eventWhen } from '@/domain/event-dates'
import type { EventSummary } from '@/services/event-mappers'

import styles from './event-row-list.module.css'

/** Events as compact rows, for the past list, where fifty image cards would weigh the page down. */
export function EventRowList({ events, timeZone, empty }: { events: EventSummary[]; timeZone: string; empty: ReactNode }) {
  if (events.length === 0) return <div className={styles.empty}>{empty}</div>
  const thisYear = yearIn(new Date(), timeZone)
  return (
    <ol className={styles.rows}>
      {events.map((event) => {
        const when = eventWhen(event, timeZone)
        // A past list reaches back years: a day of another year says which (a span already does).
        const year = yearIn(event.eventStart, timeZone)
        const date = year !== thisYear && !when.date.includes(',') && !when.date.includes('–') ? `${when.date}, ${year}` : when.date
        return (
          <li key={event.id} className={styles.row} data-event-type={event.eventType}>
            <time className={styles.date} dateTime={event.eventStart}>
              {date}
            </time>
            <span className={styles.type}>{event.eventTypeLabel}</span>
            <Link className={styles.title} href={event.path}>
              {event.displayTitle}
            </Link>
            <span className={styles.place}>{event.locationTitles.join(', ')}</span>
          </li>
        )
      })}
    </ol>
  )
}
