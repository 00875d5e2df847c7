import flow from '@/components/ui/block-flow.module.css'
import { type MapPlace, MapCard } from '@/components/ui/map-card'
import { mapUrls } from '@/domain/blocks'
import type { Location, MapBlock } from '@/payload-types'

function placeOf(block: MapBlock): MapPlace | null {
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
