import type { ReactNode } from 'react'

import type { EventSummary } from '@/services/events'

import { EventCard } from './event-card'
import styles from '@/components/ui/card-grid.module.css'

type Props = {
  events: EventSummary[]
  timeZone: string
  /** Shown when there are no events: say what matched nothing and how to widen the search. */
  empty: ReactNode
  headingLevel?: 2 | 3 | 4
  /** The first row's images are the largest thing on first paint. */
  priority?: boolean
}

/** Event cards on the site's grid: one column on a phone, two from 480 px, four from 1024 px. */
export function EventGrid({ events, timeZone, empty, headingLevel = 3, priority = false }: Props) {
  if (events.length === 0) return <div className={styles.empty}>{empty}</div>
  return (
    <ul className={styles.grid}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} timeZone={timeZone} headingLevel={headingLevel} priority={priority && index < 2} />
        </li>
      ))}
    </ul>
  )
}
