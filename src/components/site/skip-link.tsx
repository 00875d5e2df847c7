import styles from './skip-link.module.css'

/** The first stop of the keyboard on every page (spec §2). */
export function SkipLink() {
  return (
    <a href="#main-content" className={styles.skipLink}>
      Skip to main content
    </a>
  )
}
