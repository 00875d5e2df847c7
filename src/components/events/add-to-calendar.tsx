import { googleCalendarUrl, outlookCalendarUrl } from '@/domain/add-to-calendar'
import { publicOrigin } from '@/env'
import { calendarEntryOf } from '@/services/event-calendar'
import type { EventSummary } from '@/services/events'

import styles from './add-to-calendar.module.css'

/**
 * spec §2: add to calendar: Apple Calendar (an .ics file, which any calendar app opens), Outlook
 * and Google (their "new event" pages, filled in). Plain links: nothing loads until chosen.
 */
export function AddToCalendar({ event, timeZone }: { event: EventSummary; timeZone: string }) {
  const entry = calendarEntryOf(event, publicOrigin())
  return (
    <section className={styles.add} aria-labelledby={`add-to-calendar-${event.id}`}>
      <h2 id={`add-to-calendar-${event.id}`} className={styles.heading}>
        Add to calendar
      </h2>
      <ul className={styles.options}>
        <li>
          <a href={`/api/v1/events/${event.id}/ics`} download>
            Apple Calendar <span className={styles.note}>(.ics)</span>
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(entry, timeZone)} target="_blank" rel="noopener noreferrer">
            Outlook <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl(entry, timeZone)} target="_blank" rel="noopener noreferrer">
            Google <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  )
}
