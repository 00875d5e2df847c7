import { PageIntro } from '@/components/people/page-intro'
import { Pagination } from '@/components/ui/pagination'
import { NUMBERED_PAGINATION_LINKS, pageWindow } from '@/domain/pagination'
import { externalPressPagePath } from '@/domain/press'
import { PRESS_RELEASES_PATH } from '@/domain/stories'
import type { ListPage } from '@/services/list'
import type { ExternalPressItem } from '@/services/press'

import { ExternalPressList } from './external-press-list'
import styles from './press.module.css'

/** spec §2: external press, newest first, a page at a time. */
export function InTheNewsView({ list, timeZone, shortName }: { list: ListPage<ExternalPressItem>; timeZone: string; shortName: string }) {
  const nrOfPages = Math.max(1, Math.ceil(list.total / list.limit))
  return (
    <>
      <PageIntro
        kicker="News"
        title="In the news"
        lead={`What newspapers, magazines and broadcasters say about ${shortName}.${nrOfPages > 1 ? ` Page ${list.page} of ${nrOfPages}.` : ''}`}
      >
        <p className={styles.feed}>
          <a href={PRESS_RELEASES_PATH}>Our press releases</a>
        </p>
      </PageIntro>
      <div className="container">
        <ExternalPressList items={list.items} timeZone={timeZone} />
        <Pagination
          currentPage={list.page}
          nrOfPages={nrOfPages}
          pages={pageWindow(list.page, nrOfPages, NUMBERED_PAGINATION_LINKS)}
          hrefFor={externalPressPagePath}
          label="Pages of articles"
        />
      </div>
    </>
  )
}
