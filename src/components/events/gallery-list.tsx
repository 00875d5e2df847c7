import Link from 'next/link'

import { calendarHref } from '@/domain/calendar-href'
import type { EventLocation } from '@/services/event-mappers'

import styles from './gallery-list.module.css'

/** The galleries exhibitions are shown in (spec §9: five), each opening its own calendar. */
export function GalleryList({ galleries, headingLevel = 3 }: { galleries: EventLocation[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol className={styles.list}>
      {galleries.map((gallery, index) => (
        <li key={gallery.id} className={styles.gallery}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Heading className={styles.title}>
            <Link href={calendarHref({ type: 'location', value: gallery.slug })}>{gallery.title}</Link>
          </Heading>
          {gallery.address && <p className={styles.address}>{gallery.address}</p>}
        </li>
      ))}
    </ol>
  )
}
