import { ClickToLoadFrame } from '@/components/ui/click-to-load-frame'
import { mapUrls } from '@/domain/blocks'
import type { Location, MapBlock } from '@/payload-types'

import flow from '../block-flow.module.css'
import styles from './component.module.css'

type Place = { title: string; address: string | null; latitude: number; longitude: number }

function placeOf(block: MapBlock): Place | null {
  const location = block.location && typeof block.location === 'object' ? (block.location as Location) : null
  if (location && typeof location.latitude === 'number' && typeof location.longitude === 'number') {
    return {
      title: location.title,
      address: [location.address, location.city, location.country].filter(Boolean).join(', ') || null,
      latitude: location.latitude,
      longitude: location.longitude,
    }
  }
  if (typeof block.latitude === 'number' && typeof block.longitude === 'number') {
    return { title: block.title || block.heading || 'Map', address: block.address || null, latitude: block.latitude, longitude: block.longitude }
  }
  return null
}

/** A map of one place that loads from OpenStreetMap only on request, with its address and a link out. */
export function MapBlockView({ block }: { block: MapBlock }) {
  const place = placeOf(block)
  const urls = place ? mapUrls(place, block.zoom ?? undefined) : null
  if (!place || !urls) return null
  const headingId = block.heading ? `map-${block.id}` : undefined
  return (
    <section className={flow.wide} data-block="map" aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className={flow.blockHeading}>
          {block.heading}
        </h2>
      )}
      <MapCard place={place} urls={urls} />
    </section>
  )
}

/** The map with its address; used by the map block and the location cards' map view. */
export function MapCard({ place, urls, compact = false }: { place: Place; urls: { embed: string; link: string }; compact?: boolean }) {
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
