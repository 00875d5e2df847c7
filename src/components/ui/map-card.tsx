import { ClickToLoadFrame } from '@/components/ui/lazy-clients'

import styles from './map-card.module.css'

export type MapPlace = { title: string; address: string | null; latitude: number; longitude: number }

/** A map of one place that loads from OpenStreetMap only on request, with its address and a link out. */
export function MapCard({ place, urls, compact = false }: { place: MapPlace; urls: { embed: string; link: string }; compact?: boolean }) {
  return (
    <div className={`${styles.map} ${compact ? styles.compact : ''}`}>
      <ClickToLoadFrame src={urls.embed} title={`Map of ${place.title}`} buttonLabel="Show the map" aspectRatio={compact ? '4 / 3' : '21 / 9'}>
        <p className={styles.place}>
          <strong>{place.title}</strong>
          {place.address && <span>{place.address}</span>}
        </p>
      </ClickToLoadFrame>
      <p className={styles.links}>
        <a href={urls.link} target="_blank" rel="noopener noreferrer">
          Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
