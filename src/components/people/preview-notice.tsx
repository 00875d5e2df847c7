import styles from './preview-notice.module.css'

type Props = { published: boolean; editHref: string; editLabel: string }

/** The band across a staff preview: whether visitors can see this, and where to edit it (spec §6). */
export function PreviewNotice({ published, editHref, editLabel }: Props) {
  return (
    <div className={styles.notice} role="status">
      <div className="container">
        <p>
          <strong>Preview.</strong> {published ? 'This is the published version, as visitors see it.' : 'Not published: only staff see this preview.'}{' '}
          <a href={editHref} target="_blank" rel="noopener noreferrer">
            {editLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </div>
  )
}
