import type { ReactNode } from 'react'

import styles from './block-flow.module.css'

/** The grid content blocks flow in; each block places itself in the column, wide or full track. */
export function BlockFlow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`${styles.flow} ${className ?? ''}`}>{children}</div>
}
