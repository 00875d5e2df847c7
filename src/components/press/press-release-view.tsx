import Link from 'next/link'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { TagList } from '@/components/ui/tag-list'
import { formatDate } from '@/domain/dates'
import { PRESS_RELEASES_PATH, pressYearPath } from '@/domain/press'
import type { PressReleaseDetail } from '@/services/press'

import styles from './press.module.css'

/** One press release: date, title, summary, image, body, press contact, departments and tags. */
export function PressReleaseView({ release, timeZone }: { release: PressReleaseDetail; timeZone: string }) {
  return (
    <article className={`container ${styles.release}`}>
      <Breadcrumbs
        trail={[
          { label: 'Press releases', href: PRESS_RELEASES_PATH },
          { label: String(release.year), href: pressYearPath(release.year) },
          { label: release.title, href: release.path },
        ]}
      />
      <header className={styles.releaseHeader}>
        <p className={styles.kicker}>
          Press release · <time dateTime={release.date}>{formatDate(release.date, 'long', timeZone)}</time>
        </p>
        <h1 className={styles.releaseTitle}>{release.title}</h1>
        {release.summary && <p className={styles.lead}>{release.summary}</p>}
      </header>
      {release.image && <MediaImage image={release.image} ratio="16:9" sizes="(max-width: 767px) 100vw, 68ch" className={styles.releaseImage} priority />}
      <RichText data={release.body} className={styles.body} />
      {release.contact && (
        <section className={styles.contact} aria-labelledby="press-contact">
          <h2 id="press-contact" className={styles.contactHeading}>
            Press contact
          </h2>
          <p>{release.contact}</p>
        </section>
      )}
      {release.departments.length > 0 && <TagList label="Departments" tags={release.departments.map((d) => ({ label: d.title }))} />}
      {release.tags.length > 0 && <TagList label="Tags" tags={release.tags.map((t) => ({ label: t.title }))} />}
      <p className={styles.back}>
        <Link href={pressYearPath(release.year)}>All press releases of {release.year}</Link>
      </p>
    </article>
  )
}
