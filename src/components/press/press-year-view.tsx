import { PageIntro } from '@/components/ui/page-intro'
import { Pagination } from '@/components/ui/pagination'
import { pressYearPagePath } from '@/domain/press'
import { PRESS_RELEASES_PATH } from '@/domain/press'
import type { PressYearPageView } from '@/services/press-pages'

import { PressReleaseList } from './press-release-list'
import { PressYearNav } from './press-year-nav'
import styles from './press.module.css'

/** A year of press releases, a page at a time, with the other years beside it. */
export function PressYearView({ view }: { view: PressYearPageView }) {
  const { year, releases, years, timeZone } = view
  return (
    <>
      <PageIntro
        kicker={<a href={PRESS_RELEASES_PATH}>Press releases</a>}
        title={`Press releases of ${year}`}
        lead={`${releases.total} ${releases.total === 1 ? 'release' : 'releases'}${releases.nrOfPages > 1 ? `, page ${releases.currentPage} of ${releases.nrOfPages}` : ''}.`}
      />
      <div className={`container ${styles.layout}`}>
        <div>
          <PressReleaseList releases={releases.items} timeZone={timeZone} />
          <Pagination
            currentPage={releases.currentPage}
            nrOfPages={releases.nrOfPages}
            pages={releases.pages}
            hrefFor={(n) => pressYearPagePath(year, n)}
            label={`Pages of ${year}`}
          />
        </div>
        <PressYearNav years={years} current={year} />
      </div>
    </>
  )
}
