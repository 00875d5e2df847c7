import type { ReactNode } from 'react'

import type { PreviewBannerView } from '@/services/preview-pages'

import { LivePreviewRefresh } from './live-preview-refresh'
import styles from './preview-banner.module.css'

/** The band across the top of every staff preview (spec §2): what it shows, whether visitors see it, and where to edit it. */
export function PreviewBanner({ banner, children }: { banner: PreviewBannerView; children?: ReactNode }) {
  return (
    <aside className={styles.banner} aria-label="Preview">
      <p>
        <strong>Preview of {banner.what}.</strong>{' '}
        {banner.published ? 'Published: visitors see it; this preview shows its newest saved version.' : 'Not published: only staff see this preview.'}
        {children ? <> {children}</> : null}
      </p>
      <a href={banner.editHref} target="_blank" rel="noopener noreferrer">
        {banner.editLabel}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <LivePreviewRefresh />
    </aside>
  )
}
