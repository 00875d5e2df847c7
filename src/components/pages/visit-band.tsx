import flow from '@/cms/blocks/block-flow.module.css'
import { MapCard } from '@/cms/blocks/map/component'
import { mapUrls } from '@/domain/blocks'
import { listLocations } from '@/services/places'
import { getSiteIdentity } from '@/services/site-config'

import styles from './template-parts.module.css'

/** The Visit template's "getting here": the college's address and phone, and a map of its main building. */
export async function VisitBand() {
  const [identity, { items }] = await Promise.all([getSiteIdentity(), listLocations({ page: 1, limit: 1000, facilities: true })])
  const main = items.find((location) => location.type === 'Building' && location.coordinates) ?? items.find((location) => location.coordinates)
  const address = [identity.address.street, [identity.address.city, identity.address.region, identity.address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  const urls = main?.coordinates ? mapUrls(main.coordinates) : null
  return (
    <section className={`${flow.wide} ${styles.visit}`} aria-labelledby="getting-here" data-part="visit">
      <div>
        <h2 id="getting-here" className={styles.partHeading}>
          Getting here
        </h2>
        <address className={styles.address}>
          <strong>{identity.collegeName}</strong>
          <span>{address}</span>
          {identity.phone && <a href={`tel:${identity.phone.replace(/[^\d+]/g, '')}`}>{identity.phone}</a>}
        </address>
      </div>
      {main && urls && <MapCard place={{ title: main.title, address, ...main.coordinates! }} urls={urls} />}
    </section>
  )
}
