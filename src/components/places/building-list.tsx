import { MediaImage } from '@/components/ui/media-image'
import { openStreetMapUrl } from '@/domain/places'
import type { ContactAndMaps } from '@/services/places'

import styles from './building-list.module.css'
import { BuildingTextView } from './building-text'
import { GroupLocatorMap } from './group-locator-map'

type Props = { buildings: ContactAndMaps['buildings'] }

/** The buildings on /contact-and-maps (spec §3: displayOnContactAndMaps): a numbered static map and list. */
export function BuildingList({ buildings }: Props) {
  if (buildings.length === 0) return null
  const mapped = buildings.flatMap((building) =>
    building.location?.coordinates && !building.location.isInternationalLocation
      ? [{ id: String(building.id), label: building.title, ...building.location.coordinates }]
      : [],
  )
  const number = new Map(mapped.map((point, index) => [point.id, index + 1]))
  return (
    <section id="buildings" className={styles.section} aria-labelledby="buildings-heading">
      <h2 id="buildings-heading">Our buildings</h2>
      <div className={styles.layout}>
        {mapped.length > 1 && (
          <figure className={styles.map}>
            <GroupLocatorMap
              points={mapped}
              numbered
              title={`Map of ${mapped.length} college buildings; the numbers match the list of buildings.`}
              width={720}
              height={520}
            />
            <figcaption>Numbers match the list. North is up; the map is drawn to scale but shows no streets.</figcaption>
          </figure>
        )}
        <ol className={styles.list}>
          {buildings.map((building) => {
            const coordinates = building.location?.coordinates
            const n = number.get(String(building.id))
            return (
              <li key={building.id} className={styles.building}>
                {building.image ? (
                  <MediaImage image={building.image} ratio="1:1" sizes="96px" className={styles.thumb} alt="" />
                ) : (
                  <div className={styles.thumb} aria-hidden="true" />
                )}
                <BuildingTextView
                  text={{
                    ...(n !== undefined ? { n } : {}),
                    title: building.title,
                    ...(building.code ? { code: building.code } : {}),
                    address: building.address,
                    ...(building.description ? { description: building.description } : {}),
                    ...(coordinates ? { map: openStreetMapUrl(coordinates.latitude, coordinates.longitude) } : {}),
                  }}
                />
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
