import Link from 'next/link'

import { formatDate } from '@/domain/dates'
import type { PressReleaseSummary } from '@/services/press'

import styles from './press.module.css'

type Props = { releases: PressReleaseSummary[]; timeZone: string; headingLevel?: 2 | 3; emptyText?: string }

/** Press releases as a list of dated headlines with their summaries, newest first as given. */
export function PressReleaseList({ releases, timeZone, headingLevel = 2, emptyText = 'No press releases are published yet.' }: Props) {
  if (!releases.length) return <p className={styles.empty}>{emptyText}</p>
  const Heading = `h${headingLevel}` as const
  return (
    <ol className={styles.list} data-testid="press-release-list">
      {releases.map((release) => (
        <li key={release.id} className={styles.item}>
          <article>
            <p className={styles.date}>
              <time dateTime={release.date}>{formatDate(release.date, 'long', timeZone)}</time>
            </p>
            <Heading className={styles.title}>
              <Link href={release.path}>{release.title}</Link>
            </Heading>
            {release.summary && <p className={styles.summary}>{release.summary}</p>}
          </article>
        </li>
      ))}
    </ol>
  )
}
