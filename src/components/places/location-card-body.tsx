'use client'

import styles from './location-card.module.css'

/** What a location card says: its kind, name, address and description, its phone and a map site's address, each only when there is one. */
export type LocationCardText = {
  kind: string | null
  title: string
  place?: string
  description?: string
  phone?: string
  /** The place on a map site (OpenStreetMap). */
  map?: string
}

/**
 * A location card's text and links, drawn from these fields here, in the server's HTML and in the browser alike: Contact and Maps
 * shows two dozen cards, whose markup the page's inline payload carried a second time (docs/decisions/0181).
 */
export function LocationCardBody({ text }: { text: LocationCardText }) {
  return (
    <div className={styles.body}>
      <p className={styles.kind}>{text.kind}</p>
      <h3 className={styles.title}>{text.title}</h3>
      {text.place && <p className={styles.address}>{text.place}</p>}
      {text.description && <p className={styles.description}>{text.description}</p>}
      <ul className={styles.actions}>
        {text.phone && (
          <li>
            <a href={`tel:${text.phone.replace(/[^\d+]/g, '')}`}>{text.phone}</a>
          </li>
        )}
        {text.map && (
          <li>
            <a href={text.map} target="_blank" rel="noopener noreferrer">
              Open in a map<span className="visually-hidden">: {text.title}, OpenStreetMap, opens in a new tab</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  )
}
