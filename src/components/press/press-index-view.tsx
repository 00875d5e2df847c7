import { PageIntro } from '@/components/ui/page-intro'
import { PRESS_RSS_PATH } from '@/domain/press'
import { EXTERNAL_PRESS_PATH } from '@/domain/press'
import type { PressIndexPageView } from '@/services/press-pages'

import { PressReleaseList } from './press-release-list'
import { PressYearNav } from './press-year-nav'
import styles from './press.module.css'

/** spec §2: /press-releases, the latest releases and the way to every year that has some. */
export function PressIndexView({ view }: { view: PressIndexPageView }) {
  return (
    <>
      <PageIntro kicker="News" title="Press releases" lead={`Announcements from ${view.identity.shortName}. For articles about us elsewhere, see In the news.`}>
        <p className={styles.feed}>
          <a href={EXTERNAL_PRESS_PATH}>In the news</a> · <a href={PRESS_RSS_PATH}>RSS feed of press releases</a>
        </p>
      </PageIntro>
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="latest-releases">
          <h2 id="latest-releases" className="visually-hidden">
            Latest press releases
          </h2>
          <PressReleaseList releases={view.latest} timeZone={view.identity.timeZone} headingLevel={3} />
        </section>
        <PressYearNav years={view.years} />
      </div>
    </>
  )
}
