import { MediaImage } from '@/components/ui/media-image'
import { type MapPoint, openStreetMapUrl } from '@/domain/places'
import type { Location } from '@/services/places'

import styles from './location-card.module.css'
import { GroupLocatorMap } from './group-locator-map'
import { LocationCardBody, type LocationCardText } from './location-card-body'

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
  const text: LocationCardText = {
    kind: location.isInternationalLocation ? location.country : location.type,
    title: location.title,
    ...(place ? { place } : {}),
    ...(location.description ? { description: location.description } : {}),
    ...(location.phone ? { phone: location.phone } : {}),
    ...(location.coordinates ? { map: openStreetMapUrl(location.coordinates.latitude, location.coordinates.longitude) } : {}),
  }
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
      <LocationCardBody text={text} />
    </article>
  )
}
