import type { Metadata } from 'next'

import { PageIntro } from '@/components/people/page-intro'
import { PressReleaseList } from '@/components/press/press-release-list'
import { PressYearNav } from '@/components/press/press-year-nav'
import styles from '@/components/press/press.module.css'
import { PRESS_RELEASES_LATEST_COUNT, PRESS_RSS_PATH } from '@/domain/press'
import { EXTERNAL_PRESS_PATH, PRESS_RELEASES_PATH } from '@/domain/stories'
import { pageMetadata } from '@/services/metadata'
import { listPressReleases, listPressYears } from '@/services/press'
import { getSiteIdentity } from '@/services/site-config'

export async function generateMetadata(): Promise<Metadata> {
  const { shortName } = await getSiteIdentity()
  return {
    ...(await pageMetadata({ title: 'Press releases', description: `News and announcements from ${shortName}.`, path: PRESS_RELEASES_PATH })),
    alternates: { canonical: PRESS_RELEASES_PATH, types: { 'application/rss+xml': PRESS_RSS_PATH } },
  }
}

/** spec §2: /press-releases, the latest releases and the way to every year that has some. */
export default async function PressReleasesPage() {
  const [latest, years, { timeZone, shortName }] = await Promise.all([
    listPressReleases({}, { page: 1, limit: PRESS_RELEASES_LATEST_COUNT }, PRESS_RELEASES_PATH),
    listPressYears(),
    getSiteIdentity(),
  ])
  return (
    <>
      <PageIntro kicker="News" title="Press releases" lead={`Announcements from ${shortName}. For articles about us elsewhere, see In the news.`}>
        <p className={styles.feed}>
          <a href={EXTERNAL_PRESS_PATH}>In the news</a> · <a href={PRESS_RSS_PATH}>RSS feed of press releases</a>
        </p>
      </PageIntro>
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="latest-releases">
          <h2 id="latest-releases" className="visually-hidden">
            Latest press releases
          </h2>
          <PressReleaseList releases={latest.items} timeZone={timeZone} headingLevel={3} />
        </section>
        <PressYearNav years={years} />
      </div>
    </>
  )
}
