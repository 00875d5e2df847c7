import { LocatorMap } from '@/components/places/locator-map'
import { type MapPoint, directionsUrl, openStreetMapUrl } from '@/domain/places'
import type { EventLocation } from '@/services/event-mappers'

import styles from './event-map.module.css'

type Props = {
  locations: EventLocation[]
  /** The college's places, drawn faintly around the event's (decision 0128). */
  places: readonly MapPoint[]
}

/** Where an event is: the locator map of Contact and Maps (drawn on the server), a map site and directions one click away. */
export function EventMap({ locations, places }: Props) {
  const shown = locations.filter((location) => location.coordinates || location.address)
  if (shown.length === 0) return null
  return (
    <section className={styles.places} aria-labelledby="event-map-heading" data-testid="event-map">
      <h2 id="event-map-heading" className={styles.heading}>
        Map and directions
      </h2>
      {shown.map((location) => {
        const directions = directionsUrl({ address: location.address, coordinates: location.coordinates })
        return (
          <div key={location.id} className={styles.place}>
            {location.coordinates && (
              <div className={styles.map}>
                <LocatorMap
                  points={[
                    ...places.filter((point) => point.id !== String(location.id)),
                    { id: String(location.id), label: location.title, ...location.coordinates },
                  ]}
                  highlight={String(location.id)}
                  title={`Map: where ${location.title} is among the college's buildings`}
                  width={360}
                  height={220}
                />
              </div>
            )}
            <ul className={styles.links}>
              {location.coordinates && (
                <li>
                  <a href={openStreetMapUrl(location.coordinates.latitude, location.coordinates.longitude)} target="_blank" rel="noopener noreferrer">
                    Open in a map<span className="visually-hidden">: {location.title}, OpenStreetMap, opens in a new tab</span>
                  </a>
                </li>
              )}
              {directions && (
                <li>
                  <a href={directions} target="_blank" rel="noopener noreferrer">
                    Directions<span className="visually-hidden"> to {location.title}, OpenStreetMap, opens in a new tab</span>
                  </a>
                </li>
              )}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
