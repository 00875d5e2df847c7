'use client'

import { lazy } from 'react'

import { KeptMarkup } from '@/components/ui/kept-markup'

import type * as FooterMarkupModule from './footer-markup'
import type { FooterViewProps } from './footer-markup'
import styles from './site-footer.module.css'

const FooterMarkupInBrowser = lazy(() => import('./footer-markup').then((module) => ({ default: module.FooterMarkup })))

/**
 * The frame's footer (spec §2). Drawn from its data, not sent as markup in every page's payload (docs/decisions/0150); drawn by the
 * server alone and kept as it is by hydration, so that its drawing code is not in every page's script (docs/decisions/0185).
 */
export function FooterView(props: FooterViewProps) {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only here, so that the browser's build leaves it out (kept-markup.tsx)
    const { FooterMarkup } = require('./footer-markup') as typeof FooterMarkupModule
    return <FooterMarkup {...props} />
  }
  return <KeptMarkup tag="footer" className={styles.footer} inBrowser={<FooterMarkupInBrowser {...props} />} />
}
