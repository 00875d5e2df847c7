import Link from 'next/link'

import { MediaImage } from '@/components/ui/media-image'
import { eventWhen } from '@/domain/event-dates'
import type { EventSummary } from '@/services/event-mappers'
import linked from '@/components/ui/linked-card.module.css'

import { DateBadge } from './date-badge'
import styles from './event-card.module.css'

type Props = {
  event: EventSummary
  timeZone: string
  /** A title to show instead of the event's own (the home page's featured events). */
  title?: string | null
  headingLevel?: 2 | 3 | 4
  sizes?: string
  priority?: boolean
}

/** An event card (DESIGN.md): mostly image with the date badge; the title's link covers the card, one keyboard stop. */
export function EventCard({ event, timeZone, title, headingLevel = 3, sizes, priority }: Props) {
  const Heading = `h${headingLevel}` as const
  const when = eventWhen(event, timeZone)
  return (
    <article className={`${styles.card} ${linked.area}`} data-event-type={event.eventType}>
      <div className={styles.media}>
        {event.image ? (
          // No blurred placeholder in a grid: fifty of them weigh more than the page; the frame's tone stands in.
          <MediaImage
            image={{ ...event.image, placeholder: priority ? event.image.placeholder : null }}
            ratio="4:5"
            sizes={sizes ?? '(max-width: 479px) 100vw, (max-width: 1023px) 50vw, (max-width: 1600px) 25vw, 400px'}
            priority={priority}
            alt=""
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <span>{event.eventTypeLabel}</span>
          </div>
        )}
        <span className={styles.badge}>
          <DateBadge eventStart={event.eventStart} eventEnd={event.eventEnd} timeZone={timeZone} />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>{event.eventTypeLabel}</p>
        <Heading className={`${styles.title} ${linked.link}`}>
          <Link href={event.path}>{title || event.displayTitle}</Link>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={event.eventStart}>{when.date}</time>
          {when.time && <span> · {when.time}</span>}
        </p>
        {event.locationTitles.length > 0 && <p className={styles.place}>{event.locationTitles.join(', ')}</p>}
      </div>
    </article>
  )
}
