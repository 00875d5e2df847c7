import type { ReactNode } from 'react'

import styles from './staff-preview.module.css'

/** What a preview page shows visitors: the way to sign in. */
export function SignInToPreview({ path }: { path: string }) {
  return (
    <div className="container">
      <h1>Preview</h1>
      <p>
        Previews are for staff. <a href={`/admin/login?redirect=${encodeURIComponent(path)}`}>Sign in to the back office</a> and open this page again.
      </p>
    </div>
  )
}

/** A line above a staff preview: whether visitors see this version, and where to edit it. */
export function PreviewBar({ published, editHref, children }: { published: boolean; editHref: string; children?: ReactNode }) {
  return (
    <aside className={styles.bar} aria-label="Preview">
      <p>
        <strong>{published ? 'Published.' : 'Draft: only staff see this preview.'}</strong> {children}
      </p>
      <a href={editHref} target="_blank" rel="noopener noreferrer">
        Edit in the back office<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </aside>
  )
}
