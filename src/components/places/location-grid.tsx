import type { MapPoint } from '@/domain/places'
import type { Location } from '@/services/places'

import { LocationCard } from './location-card'
import styles from './location-grid.module.css'

type Props = { id: string; title: string; lead?: string; locations: Location[] }

/** A titled group of location cards (facilities, partners, international locations). */
export function LocationGrid({ id, title, lead, locations }: Props) {
  if (locations.length === 0) return null
  const points: MapPoint[] = locations.flatMap((location) =>
    location.coordinates ? [{ id: String(location.id), label: location.title, ...location.coordinates }] : [],
  )
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>{title}</h2>
        {lead && <p>{lead}</p>}
      </div>
      <ul className={styles.grid}>
        {locations.map((location) => (
          <li key={location.id}>
            <LocationCard location={location} neighbours={points} />
          </li>
        ))}
      </ul>
    </section>
  )
}
