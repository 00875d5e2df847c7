import { PageIntro } from '@/components/ui/page-intro'
import { Pagination } from '@/components/ui/pagination'
import { externalPressPagePath } from '@/domain/press'
import { PRESS_RELEASES_PATH } from '@/domain/press'
import type { InTheNewsPageView } from '@/services/press-pages'

import { ExternalPressList } from './external-press-list'
import styles from './press.module.css'

/** spec §2: external press, newest first, a page at a time. */
export function InTheNewsView({ view }: { view: InTheNewsPageView }) {
  const { list, identity } = view
  return (
    <>
      <PageIntro
        kicker="News"
        title="In the news"
        lead={`What newspapers, magazines and broadcasters say about ${identity.shortName}.${list.nrOfPages > 1 ? ` Page ${list.currentPage} of ${list.nrOfPages}.` : ''}`}
      >
        <p className={styles.feed}>
          <a href={PRESS_RELEASES_PATH}>Our press releases</a>
        </p>
      </PageIntro>
      <div className="container">
        <ExternalPressList items={list.items} timeZone={identity.timeZone} />
        <Pagination currentPage={list.currentPage} nrOfPages={list.nrOfPages} pages={list.pages} hrefFor={externalPressPagePath} label="Pages of articles" />
      </div>
    </>
  )
}
