import type { ReactNode } from 'react'

import { SkipLink } from '@/components/site/skip-link'

import styles from '../layout.module.css'

/** The empty layout (spec §2): preview pages without header, alerts or footer. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <main id="main-content" tabIndex={-1} className={`${styles.main} ${styles.bare}`}>
        {children}
      </main>
    </>
  )
}
