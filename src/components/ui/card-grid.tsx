import type { ReactNode } from 'react'

import styles from './card-grid.module.css'

type Props<T> = {
  items: readonly T[]
  /** Shown when there is nothing: say what matched nothing and how to widen the search. */
  empty: ReactNode
  /** Columns from 1024 px (one on a phone, two from 480 px). */
  columns?: 3 | 4
  keyOf: (item: T) => string | number
  children: (item: T, index: number) => ReactNode
}

/** Cards on the site's grid, as a list; the empty state in its place when there are none. */
export function CardGrid<T>({ items, empty, columns = 4, keyOf, children }: Props<T>) {
  if (items.length === 0) return <div className={styles.empty}>{empty}</div>
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.three : ''}`}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </ul>
  )
}
