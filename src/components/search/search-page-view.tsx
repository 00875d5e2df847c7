import Link from 'next/link'

import { PageIntro } from '@/components/ui/page-intro'
import { SEARCH_EMPTY_TEXT, SEARCH_KIND_PARAMETER, SEARCH_PAGE_PATH, type SearchKind } from '@/domain/search'
import { searchPages } from '@/domain/search-overlay'
import type { SearchPageView as View } from '@/services/search-pages'

import { SearchKindFilter } from './search-kind-filter'
import { SearchResult } from './search-result'
import styles from './search-page-view.module.css'

const pageHref = (query: string, start: number, kind: SearchKind | null) =>
  `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: query, ...(kind ? { [SEARCH_KIND_PARAMETER]: kind } : {}), ...(start > 1 ? { start: String(start) } : {}) })}`

/** spec §2: the search results as a page (/search?q=): the same results as the overlay, a form that works without JavaScript, paged by links. */
export function SearchPageView({ view }: { view: View }) {
  const { query, kind, outcome } = view
  const response = outcome.kind === 'results' ? outcome.response : null
  const pages = response ? searchPages(response) : null
  return (
    <>
      <PageIntro title="Search" lead="Events, exhibitions, courses, stories, faculty and every page of the site." />
      <div className="container">
        <form role="search" action={SEARCH_PAGE_PATH} method="get" className={styles.form}>
          <label htmlFor="search-page-query">Search the site</label>
          <div className={styles.row}>
            <input id="search-page-query" name="q" type="search" defaultValue={query} className={styles.box} autoComplete="off" />
            {kind && <input type="hidden" name={SEARCH_KIND_PARAMETER} value={kind} />}
            <button type="submit" className={styles.submit}>
              Search
            </button>
          </div>
        </form>
        {query && <SearchKindFilter kind={kind} hrefOf={(choice) => pageHref(query, 1, choice)} />}
        <p role="status" className={styles.status}>
          {outcome.kind === 'invalid' || outcome.kind === 'unavailable'
            ? outcome.message
            : response && pages
              ? response.items.length === 0
                ? SEARCH_EMPTY_TEXT
                : `Results ${pages.first}–${pages.last} of ${response.searchInformation.formattedTotalResults} for “${query}”`
              : ''}
        </p>
        {response && response.items.length > 0 && pages && (
          <section aria-labelledby="search-page-results" className={styles.results}>
            {/* Between the page's h1 and the results' h3 titles, as in the search overlay. */}
            <h2 id="search-page-results" className="visually-hidden">
              Search results
            </h2>
            <ol className={styles.list}>
              {response.items.map((item) => (
                <SearchResult key={item.link} item={item} />
              ))}
            </ol>
            {(pages.previous !== null || pages.next !== null) && (
              <nav className={styles.pager} aria-label="Search result pages">
                {pages.previous !== null && (
                  <Link href={pageHref(query, pages.previous, kind)} rel="prev" className={styles.pageLink}>
                    Previous <span className="visually-hidden">results</span>
                  </Link>
                )}
                {pages.next !== null && (
                  <Link href={pageHref(query, pages.next, kind)} rel="next" className={`${styles.pageLink} ${styles.next}`}>
                    Next <span className="visually-hidden">results</span>
                  </Link>
                )}
              </nav>
            )}
          </section>
        )}
      </div>
    </>
  )
}
