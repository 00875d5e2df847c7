'use client'

import Link from 'next/link'
import { Suspense, lazy } from 'react'

import { NOT_FOUND_HEADING, NOT_FOUND_TEXT } from '@/domain/messages'

import styles from './error-page.module.css'

// The video's code, the most of this view's, loads only where a 404 page shows (docs/decisions/0185), as the view's own does
// (lazy-not-found-view.tsx, 0189). The server draws it in the page, and hydration waits for it there.
const RandomVideo = lazy(() => import('./random-video').then((module) => ({ default: module.RandomVideo })))

/**
 * spec §2: the 404 page, headed 4-UH-OH-4, with a random video. A client component with no props: every page carries it as its 404
 * boundary, and a server component's markup was in each page's inline payload (docs/decisions/0181); lazily loaded, through
 * lazy-not-found-view.tsx (0189).
 */
export function NotFoundView() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{NOT_FOUND_HEADING}</h1>
      <p className={styles.text}>{NOT_FOUND_TEXT}</p>
      <Suspense fallback={null}>
        <RandomVideo />
      </Suspense>
      <div className={styles.actions}>
        <Link href="/">Go to the home page</Link>
        <Link href="/contact-and-maps">Contact us</Link>
      </div>
    </div>
  )
}
