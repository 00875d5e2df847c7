import { MediaImage } from '@/components/ui/media-image'
import { type MapPoint, openStreetMapUrl } from '@/domain/places'
import type { Location } from '@/services/places'

import styles from './location-card.module.css'
import { GroupLocatorMap } from './group-locator-map'

type Props = {
  location: Location
  /** The places of the same group, this one among them, drawn faintly around it on a card with a map: the same list for every card. */
  neighbours: readonly MapPoint[]
}

/** spec §3: a location card with image, without image or with map; without the image or coordinates, the text alone. */
export function LocationCard({ location, neighbours }: Props) {
  const view =
    location.cardView === 'withImage' && !location.image
      ? 'withoutImage'
      : location.cardView === 'withMap' && !location.coordinates
        ? 'withoutImage'
        : location.cardView
  const place = [location.address, location.city, location.country].filter(Boolean).join(', ')
  return (
    <article className={view === 'withoutImage' ? `${styles.card} ${styles.withoutImage}` : styles.card} data-card-view={view}>
      {view === 'withImage' && location.image && (
        <MediaImage image={location.image} ratio="16:9" sizes="(max-width: 767px) 100vw, (max-width: 1439px) 50vw, 33vw" className={styles.media} />
      )}
      {view === 'withMap' && location.coordinates && (
        <div className={styles.media}>
          <GroupLocatorMap
            points={neighbours}
            highlight={String(location.id)}
            title={`Map: where ${location.title} is among the other places in this list`}
            width={480}
            height={270}
          />
        </div>
      )}
      <div className={styles.body}>
        <p className={styles.kind}>{location.isInternationalLocation ? location.country : location.type}</p>
        <h3 className={styles.title}>{location.title}</h3>
        {place && <p className={styles.address}>{place}</p>}
        {location.description && <p className={styles.description}>{location.description}</p>}
        <ul className={styles.actions}>
          {location.phone && (
            <li>
              <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</a>
            </li>
          )}
          {location.coordinates && (
            <li>
              <a href={openStreetMapUrl(location.coordinates.latitude, location.coordinates.longitude)} target="_blank" rel="noopener noreferrer">
                Open in a map<span className="visually-hidden">: {location.title}, OpenStreetMap, opens in a new tab</span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </article>
  )
}
