import flow from '@/components/ui/block-flow.module.css'
import { MapCard } from '@/components/ui/map-card'
import { mapUrls } from '@/domain/blocks'
import type { VisitDetails } from '@/services/content-pages'

import styles from './template-parts.module.css'

/** The Visit template's "getting here": the college's address and phone, and a map of its main building. */
export function VisitBand({ visit }: { visit: VisitDetails }) {
  const { place, address } = visit
  const urls = place ? mapUrls(place) : null
  return (
    <section className={`${flow.wide} ${styles.visit}`} aria-labelledby="getting-here" data-part="visit">
      <div>
        <h2 id="getting-here" className={styles.partHeading}>
          Getting here
        </h2>
        <address className={styles.address}>
          <strong>{visit.collegeName}</strong>
          <span>{address}</span>
          {visit.phone && <a href={`tel:${visit.phone.replace(/[^\d+]/g, '')}`}>{visit.phone}</a>}
        </address>
      </div>
      {place && urls && <MapCard place={{ ...place, address }} urls={urls} />}
    </section>
  )
}
