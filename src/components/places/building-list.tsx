import { MediaImage } from '@/components/ui/media-image'
import { openStreetMapUrl } from '@/domain/places'
import type { ContactAndMaps } from '@/services/places'

import styles from './building-list.module.css'
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
                <div>
                  <h3 className={styles.title}>
                    {n !== undefined && (
                      <span className={styles.number} aria-hidden="true">
                        {n}
                      </span>
                    )}
                    {building.title}
                    {building.code && <span className={styles.code}> ({building.code})</span>}
                  </h3>
                  <p className={styles.address}>{building.address}</p>
                  {building.description && <p className={styles.description}>{building.description}</p>}
                  {coordinates && (
                    <a href={openStreetMapUrl(coordinates.latitude, coordinates.longitude)} target="_blank" rel="noopener noreferrer">
                      Open in a map<span className="visually-hidden">: {building.title}, OpenStreetMap, opens in a new tab</span>
                    </a>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
