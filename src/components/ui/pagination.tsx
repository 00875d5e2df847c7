import Link from 'next/link'

import styles from './pagination.module.css'

type Props = {
  currentPage: number
  nrOfPages: number
  /** The page numbers to link (spec §9: 8 on the calendar, 10 elsewhere), from `pageWindow`. */
  pages: number[]
  hrefFor: (page: number) => string
  /** Names the list for assistive technology when a page has more than one ("Past events pages"). */
  label?: string
}

/** Numbered pages with previous and next; renders nothing for a single page. */
export function Pagination({ currentPage, nrOfPages, pages, hrefFor, label = 'Pages' }: Props) {
  if (nrOfPages <= 1) return null
  const step = (page: number, text: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= nrOfPages ? (
      <Link className={styles.link} href={hrefFor(page)} rel={rel} scroll={true}>
        {text}
      </Link>
    ) : (
      <span className={styles.disabled} aria-disabled="true">
        {text}
      </span>
    )
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li>{step(currentPage - 1, 'Previous', 'prev')}</li>
        {pages[0] !== undefined && pages[0] > 1 && (
          <li>
            <Link className={styles.link} href={hrefFor(1)} aria-label="Page 1, the first">
              1…
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {page === currentPage ? (
              <span className={styles.current} aria-current="page">
                <span className="visually-hidden">Page </span>
                {page}
              </span>
            ) : (
              <Link className={styles.link} href={hrefFor(page)}>
                <span className="visually-hidden">Page </span>
                {page}
              </Link>
            )}
          </li>
        ))}
        {pages.at(-1) !== undefined && pages.at(-1)! < nrOfPages && (
          <li>
            <Link className={styles.link} href={hrefFor(nrOfPages)} aria-label={`Page ${nrOfPages}, the last`}>
              …{nrOfPages}
            </Link>
          </li>
        )}
        <li>{step(currentPage + 1, 'Next', 'next')}</li>
      </ul>
      <p className={styles.summary}>
        Page {currentPage} of {nrOfPages}
      </p>
    </nav>
  )
}
