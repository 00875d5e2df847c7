'use client'

import { useEffect, useRef, useState } from 'react'

import type { SearchResults as SearchResultsComponent } from '@/components/search/search-results'
import { searchFocusDelayMs } from '@/domain/secondary-menu'

import styles from './site-header.module.css'

type Props = { query: string; onQuery: (query: string) => void; onLeave: () => void }

/** The header's search menu (spec §2, §4): the search box, and the results overlay under it. */
export function SearchPanel({ query, onQuery, onLeave }: Props) {
  const searchBox = useRef<HTMLInputElement>(null)
  // The results overlay's code loads when search opens, like the cart dialog's: not in the first load (docs/decisions/0009).
  const [SearchResults, setSearchResults] = useState<typeof SearchResultsComponent | null>(null)

  useEffect(() => {
    import('@/components/search/search-results').then((module) => setSearchResults(() => module.SearchResults), console.error)
  }, [])

  // spec §4, §9: the search box takes focus 400 ms after search opens on desktop, at once on a phone.
  useEffect(() => {
    const timer = window.setTimeout(() => searchBox.current?.focus(), searchFocusDelayMs(window.innerWidth))
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <div className={styles.panel} id="search-panel">
      <form role="search" className={`container ${styles.searchForm}`} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="site-search" className="visually-hidden">
          Search the site
        </label>
        <input
          ref={searchBox}
          id="site-search"
          type="search"
          className={styles.searchBox}
          placeholder="Search"
          autoComplete="off"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onLeave()
          }}
        />
        <button type="button" className={styles.close} onClick={onLeave}>
          Close <span className="visually-hidden">search</span>
        </button>
      </form>
      {SearchResults && (
        <div className="container">
          <SearchResults query={query} searchBox={searchBox} onLeave={onLeave} />
        </div>
      )}
    </div>
  )
}
