import Link from 'next/link'

import flow from '@/cms/blocks/block-flow.module.css'
import { Card } from '@/components/ui/card'
import { formatDate } from '@/domain/dates'
import { listEvents } from '@/services/events'
import { getSiteIdentity } from '@/services/site-config'

import styles from './exhibitions-grid-slot.module.css'

/** How many exhibitions the stand-in shows. */
const SHOWN = 6

/**
 * INTEGRATION POINT — spec §2 (exhibitions grid, display top / middle / bottom). The events area
 * builds the real grid (on view, upcoming and past, by gallery) in `src/components/events/`; when
 * it is merged, render it here instead of the stand-in below, passing `heading` and `id`. Every
 * page placement (the page setting and the block) goes through this one component.
 *
 * Until then: the exhibitions on view and coming up, soonest first, as cards.
 */
export async function ExhibitionsGridSlot({ heading, id }: { heading: string; id: string }) {
  const [{ items }, { timeZone }] = await Promise.all([
    listEvents({ expired: false, eventTypes: ['Exhibition'], sort: { field: 'eventStart', direction: 'ASC' } }, { page: 1, limit: SHOWN }),
    getSiteIdentity(),
  ])
  return (
    <section className={flow.wide} data-block="exhibitionsGrid" aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={flow.blockHeading}>
          {heading}
        </h2>
        <Link href="/events" className={styles.all}>
          All events and exhibitions
        </Link>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>No exhibitions are on view right now. New shows open every few weeks: check the calendar.</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((exhibition) => (
            <li key={exhibition.id}>
              <Card
                href={exhibition.path}
                title={exhibition.displayTitle}
                image={exhibition.image}
                kicker={exhibition.locationTitles[0] ?? 'Exhibition'}
                meta={`${formatDate(exhibition.eventStart, 'monthDay', timeZone)} – ${formatDate(exhibition.eventEnd, 'monthDay', timeZone)}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
