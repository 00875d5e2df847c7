import { addToCalendarLinks, calendarEntryOf } from '@/domain/add-to-calendar'
import { publicOrigin } from '@/env'
import type { EventSummary } from '@/services/event-mappers'

import styles from './add-to-calendar.module.css'

/** spec §2: add to calendar: Apple (an .ics file), Outlook and Google (filled-in "new event" pages); plain links. */
export function AddToCalendar({ event, timeZone }: { event: EventSummary; timeZone: string }) {
  const links = addToCalendarLinks(calendarEntryOf(event, publicOrigin()), timeZone, `/api/v1/events/${event.id}/ics`)
  return (
    <section className={styles.add} aria-labelledby={`add-to-calendar-${event.id}`}>
      <h2 id={`add-to-calendar-${event.id}`} className={styles.heading}>
        Add to calendar
      </h2>
      <ul className={styles.options}>
        {links.map((link) => (
          <li key={link.label}>
            {link.kind === 'file' ? (
              <a href={link.href} download>
                {link.label} <span className={styles.note}>(.ics)</span>
              </a>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label} <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
