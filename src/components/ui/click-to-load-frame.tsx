'use client'

import { type ReactNode, useState } from 'react'

import styles from './click-to-load-frame.module.css'

type Props = {
  /** The address of the embedded page (a map, a social post), loaded only on request. */
  src: string
  /** Names the frame for screen readers once it is loaded. */
  title: string
  /** The button that loads it, e.g. “Show the map”. */
  buttonLabel: string
  /** What shows before: an address, a caption. */
  children?: ReactNode
  /** CSS aspect ratio of the frame, e.g. '16 / 9'. */
  aspectRatio?: string
}

/** Something from another site that loads only when asked: nothing leaks to it until then (docs/decisions/0024). */
export function ClickToLoadFrame({ src, title, buttonLabel, children, aspectRatio = '16 / 9' }: Props) {
  const [loaded, setLoaded] = useState(false)
  return (
    <div className={styles.frame} style={{ aspectRatio }} data-loaded={loaded ? 'true' : 'false'}>
      {loaded ? (
        <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups" />
      ) : (
        <div className={styles.placeholder}>
          {children}
          <button type="button" className={styles.load} onClick={() => setLoaded(true)}>
            {buttonLabel}
          </button>
        </div>
      )}
    </div>
  )
}
