import { PageIntro } from '@/components/people/page-intro'
import { PressReleaseList } from '@/components/press/press-release-list'
import { PressYearNav } from '@/components/press/press-year-nav'
import styles from '@/components/press/press.module.css'
import { Pagination } from '@/components/ui/pagination'
import { NUMBERED_PAGINATION_LINKS, pageWindow } from '@/domain/pagination'
import { pressYearPagePath } from '@/domain/press'
import { PRESS_RELEASES_PATH } from '@/domain/stories'

import type { YearPage } from './load'

/** A year of press releases, a page at a time, with the other years beside it. */
export function YearView({ data, timeZone }: { data: YearPage; timeZone: string }) {
  const { year, page, releases, years } = data
  const nrOfPages = Math.max(1, Math.ceil(releases.total / releases.limit))
  return (
    <>
      <PageIntro
        kicker={<a href={PRESS_RELEASES_PATH}>Press releases</a>}
        title={`Press releases of ${year}`}
        lead={`${releases.total} ${releases.total === 1 ? 'release' : 'releases'}${nrOfPages > 1 ? `, page ${page} of ${nrOfPages}` : ''}.`}
      />
      <div className={`container ${styles.layout}`}>
        <div>
          <PressReleaseList releases={releases.items} timeZone={timeZone} />
          <Pagination
            currentPage={page}
            nrOfPages={nrOfPages}
            pages={pageWindow(page, nrOfPages, NUMBERED_PAGINATION_LINKS)}
            hrefFor={(n) => pressYearPagePath(year, n)}
            label={`Pages of ${year}`}
          />
        </div>
        <PressYearNav years={years} current={year} />
      </div>
    </>
  )
}
