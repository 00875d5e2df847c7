import { dateBadge } from '@/domain/event-dates'

import styles from './date-badge.module.css'

/** The event date badge (DESIGN.md): month over day, and the last day of a span below. */
export function DateBadge({ eventStart, eventEnd, timeZone }: { eventStart: string; eventEnd: string; timeZone: string }) {
  const badge = dateBadge({ eventStart, eventEnd }, timeZone)
  return (
    <span className={styles.badge} aria-hidden="true">
      <span className={styles.month}>{badge.month}</span>
      <span className={styles.day}>{badge.day}</span>
      {badge.until && <span className={styles.until}>to {badge.until}</span>}
    </span>
  )
}
