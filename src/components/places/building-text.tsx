'use client'

import styles from './building-list.module.css'

/** What the list says of a building: its number on the map, name, code, address and description, and a map site's address. */
export type BuildingText = {
  /** Its number on the map beside the list. */
  n?: number
  title: string
  code?: string
  address: string
  description?: string
  /** The building on a map site (OpenStreetMap). */
  map?: string
}

/** A building's text and link in the list of Contact and Maps, drawn from these fields (docs/decisions/0181, as `LocationCardBody`). */
export function BuildingTextView({ text }: { text: BuildingText }) {
  return (
    <div>
      <h3 className={styles.title}>
        {text.n !== undefined && (
          <span className={styles.number} aria-hidden="true">
            {text.n}
          </span>
        )}
        {text.title}
        {text.code && <span className={styles.code}> ({text.code})</span>}
      </h3>
      <p className={styles.address}>{text.address}</p>
      {text.description && <p className={styles.description}>{text.description}</p>}
      {text.map && (
        <a href={text.map} target="_blank" rel="noopener noreferrer">
          Open in a map<span className="visually-hidden">: {text.title}, OpenStreetMap, opens in a new tab</span>
        </a>
      )}
    </div>
  )
}
