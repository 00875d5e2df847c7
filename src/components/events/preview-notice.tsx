import styles from './preview-notice.module.css'

/** The banner of a staff preview: whether the content is live, and where to edit it. */
export function PreviewNotice({ published, editHref, what }: { published: boolean; editHref: string; what: string }) {
  return (
    <div className={`container ${styles.notice}`} role="note" aria-label="Preview">
      <p>
        <strong>Preview of {what}.</strong>{' '}
        {published ? 'Published: this is what visitors see, with any saved draft changes.' : 'Not published: only staff see this preview.'}
      </p>
      <p>
        <a href={editHref} target="_blank" rel="noopener noreferrer">
          Edit in the back office <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
