import type { ReactNode } from 'react'

import { PageEffects } from '@/components/site/page-effects'
import { SkipLink } from '@/components/site/skip-link'

import styles from '../layout.module.css'

/** The empty layout (spec §2): preview pages without header, alerts or footer. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First in the body: see hash-scroll.ts. Here, not in the root layout, its code shares the frame's chunk (docs/decisions/0185). */}
      <PageEffects />
      <SkipLink />
      <main id="main-content" tabIndex={-1} className={`${styles.main} ${styles.bare}`}>
        {children}
      </main>
    </>
  )
}
