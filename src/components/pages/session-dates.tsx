import flow from '@/components/ui/block-flow.module.css'
import { formatDate } from '@/domain/dates'

import styles from './template-parts.module.css'

/** The Academic calendar template's first facts: when each session starts (spec §3: config session start dates). */
export function SessionDates({ sessions, timeZone }: { sessions: { label: string; date: string }[]; timeZone: string }) {
  if (sessions.length === 0) return null
  return (
    <section className={`${flow.wide} ${styles.facts}`} aria-labelledby="session-starts" data-part="sessions">
      <h2 id="session-starts" className={styles.partHeading}>
        Sessions start
      </h2>
      <dl className={styles.factList}>
        {sessions.map((session) => (
          <div key={session.label} className={styles.fact}>
            <dt>{session.label}</dt>
            {/* Noon keeps the calendar day in any time zone. */}
            <dd>
              <time dateTime={session.date}>{formatDate(`${session.date}T12:00:00Z`, 'long', timeZone)}</time>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
