import type { ReactNode } from 'react'

import { Pagination } from '@/components/ui/pagination'
import { FEATURES_PAGE_SIZE } from '@/domain/features'
import type { StoriesPage } from '@/services/feature-pages'

import { FeatureGrid } from './feature-grid'
import styles from './stories-list.module.css'

type Props = {
  stories: StoriesPage
  timeZone: string
  hrefFor: (page: number) => string
  empty: ReactNode
  /** Names the list and its pages for assistive technology. */
  label: string
}

/** A page of story cards (12 a page, spec §9) with numbered pages whose numbers live in the path. */
export function StoriesList({ stories, timeZone, hrefFor, empty, label }: Props) {
  const first = (stories.currentPage - 1) * FEATURES_PAGE_SIZE + 1
  return (
    <section aria-label={label} className={styles.list}>
      {stories.total > 0 && (
        <p className={styles.count}>
          {stories.nrOfPages > 1
            ? `Stories ${first}–${first + stories.items.length - 1} of ${stories.total}`
            : stories.total === 1
              ? 'One story'
              : `${stories.total} stories`}
        </p>
      )}
      <FeatureGrid features={stories.items} timeZone={timeZone} empty={empty} headingLevel={2} priority={stories.currentPage === 1} />
      <Pagination currentPage={stories.currentPage} nrOfPages={stories.nrOfPages} pages={stories.pages} hrefFor={hrefFor} label={`${label}: pages`} />
    </section>
  )
}
