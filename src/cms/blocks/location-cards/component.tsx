import flow from '@/components/ui/block-flow.module.css'
import { MapCard } from '@/components/ui/map-card'
import { MediaImage } from '@/components/ui/media-image'
import { type LocationCardType, type LocationCardView, mapUrls } from '@/domain/blocks'
import type { LocationCardsBlock } from '@/payload-types'
import { listLocations } from '@/services/places'

import styles from './component.module.css'

/** spec §3: the college's places of one type as cards with an image, without one, or with a map. */
export async function LocationCardsBlockView({ block }: { block: LocationCardsBlock }) {
  const type = block.locationType as LocationCardType
  const view = block.view as LocationCardView
  const { items } = await listLocations({ page: 1, limit: 1000 })
  const locations = items.filter((location) => location.type === type)
  const headingId = `locations-${block.id}`
  return (
    <section className={flow.wide} data-block="locationCards" data-view={view} aria-labelledby={headingId}>
      <h2 id={headingId} className={flow.blockHeading}>
        {block.heading || type}
      </h2>
      {locations.length === 0 ? (
        <p className={styles.empty}>No {type.toLowerCase()} to show yet.</p>
      ) : (
        <ul className={`${styles.grid} ${view === 'without image' ? styles.textOnly : ''}`}>
          {locations.map((location) => {
            const address = [location.address, location.city, location.country].filter(Boolean).join(', ')
            const urls = location.coordinates ? mapUrls(location.coordinates) : null
            return (
              <li key={location.id} className={styles.card}>
                {view === 'with image' &&
                  (location.image ? (
                    <MediaImage image={location.image} ratio="4:5" sizes="(max-width: 767px) 100vw, (max-width: 1439px) 33vw, 400px" alt="" />
                  ) : (
                    <div className={styles.noImage} aria-hidden="true" />
                  ))}
                {view === 'with map' && urls && <MapCard place={{ title: location.title, address, ...location.coordinates! }} urls={urls} compact />}
                <h3 className={styles.title}>{location.title}</h3>
                {address && <p className={styles.address}>{address}</p>}
                {location.description && view !== 'with map' && <p className={styles.description}>{location.description}</p>}
                {location.phone && (
                  <p className={styles.address}>
                    <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</a>
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
