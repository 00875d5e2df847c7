import styles from './letter-nav.module.css'

type Props = { letters: { letter: string; anchor: string; count: number }[] }

/** The A–Z jump links (spec §3: grouped by letter); an empty letter stays, dimmed and untabbable, so the alphabet keeps its shape. */
export function LetterNav({ letters }: Props) {
  return (
    <nav className={styles.nav} aria-label="Jump to letter">
      <ol className={styles.list}>
        {letters.map(({ letter, anchor, count }) => (
          <li key={letter}>
            {count > 0 ? (
              <a
                className={styles.letter}
                href={`#${anchor}`}
                aria-label={`${letter === '#' ? '# (names starting with a digit or sign)' : letter}: ${count} ${count === 1 ? 'person' : 'people'}`}
              >
                {letter}
              </a>
            ) : (
              <span className={`${styles.letter} ${styles.empty}`} aria-hidden="true">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
