import { SERVER_ERROR_HEADING, SERVER_ERROR_TEXT } from '@/domain/server-error-messages'

import styles from './error-page.module.css'

/** spec §2: the 500 page. Used by the error boundary of the pages. */
export function ServerErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{SERVER_ERROR_HEADING}</h1>
      <p className={styles.text}>{SERVER_ERROR_TEXT}</p>
      <div className={styles.actions}>
        <button type="button" onClick={onRetry}>
          Try again
        </button>
        <a href="/">Go to the home page</a>
      </div>
    </div>
  )
}
