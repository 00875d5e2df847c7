'use client'

import Link from 'next/link'

import { NOT_FOUND_HEADING, NOT_FOUND_TEXT } from '@/domain/messages'

import styles from './error-page.module.css'
import { RandomVideo } from './random-video'

/**
 * spec §2: the 404 page, headed 4-UH-OH-4, with a random video. A client component with no props: every page carries it as its 404
 * boundary, and a server component's markup was in each page's inline payload (docs/decisions/0181).
 */
export function NotFoundView() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{NOT_FOUND_HEADING}</h1>
      <p className={styles.text}>{NOT_FOUND_TEXT}</p>
      <RandomVideo />
      <div className={styles.actions}>
        <Link href="/">Go to the home page</Link>
        <Link href="/contact-and-maps">Contact us</Link>
      </div>
    </div>
  )
}
