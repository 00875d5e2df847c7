'use client'

import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'

import { SEARCH_DEBOUNCE_MS, SEARCH_EMPTY_TEXT, SEARCH_LOADING_TEXT, type SearchKind, type SearchResponse, searchQueryProblem } from '@/domain/search'
import { addressWithSearch, overlayKindFromAddress, searchPages, searchRequestPath } from '@/domain/search-overlay'
import { isSearchActive } from '@/domain/secondary-menu'

import { SearchKindFilter } from './search-kind-filter'
import { SearchResult } from './search-result'
import styles from './search-results.module.css'

type Props = {
  query: string
  /** The header's search box: Down moves from it to the first result, Up from the first result back to it. */
  searchBox: RefObject<HTMLInputElement | null>
  /** Leaves search (spec §4): the header clears the query and takes focus back. */
  onLeave: () => void
}

type Search = { query: string; start: number; kind: SearchKind | null }
type Outcome = { key: string; response: SearchResponse | null }

const FAILURE_TEXT = 'Search is not available right now. Please try again later.'
const keyOf = (search: Search) => `${search.start} ${search.kind ?? ''} ${search.query}`

/** spec §2: keeps `?search=` (and `?searchKind=`) in the address in step with the box, without a navigation. */
function mirrorInAddress(query: string, kind: SearchKind | null): void {
  const address = addressWithSearch(window.location.href, query, kind)
  if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(null, '', address)
}

async function fetchResults(search: Search, signal: AbortSignal): Promise<SearchResponse> {
  const answer = await fetch(searchRequestPath(search.query, search.start, search.kind), { signal, headers: { Accept: 'application/json' } })
  if (!answer.ok) {
    // The API's errors read { error: { status, message, details } }.
    const body = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null
    throw new Error(`Search answered ${answer.status}${body?.error?.message ? `: ${body.error.message}` : ''}`)
  }
  return (await answer.json()) as SearchResponse
}

/** The search overlay of spec §2: searches 500 ms after the last keystroke (spec §4, §9), ten a page; loaded on first opening of search. */
export function SearchResults({ query, searchBox, onLeave }: Props) {
  const trimmed = query.trim()
  const active = isSearchActive(query)
  const problem = active ? searchQueryProblem(query) : null
  const [search, setSearch] = useState<Search | null>(null)
  // Loaded in the browser only (search-panel.tsx): the address is there to read.
  const [kind, setKind] = useState<SearchKind | null>(() => overlayKindFromAddress(window.location.search))
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const focusFirstResult = useRef(false)
  const headingId = useId()

  const resultLinks = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-search-result]') ?? [])

  useEffect(() => {
    mirrorInAddress(query, kind)
  }, [query, kind])
  useEffect(() => () => mirrorInAddress('', null), [])

  // spec §5: an unchanged trimmed query does nothing; a new one is searched after the debounce.
  useEffect(() => {
    if (!active || problem || trimmed === search?.query) return
    const timer = window.setTimeout(() => {
      focusFirstResult.current = false
      setSearch({ query: trimmed, start: 1, kind })
    }, SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [active, problem, trimmed, search?.query, kind])

  // Narrowing to a kind searches again at once, from the first result (docs/decisions/0108).
  const narrow = (choice: SearchKind | null) => {
    setKind(choice)
    if (search) setSearch({ query: search.query, start: 1, kind: choice })
  }

  // spec §7: a new search cancels the one in flight (the cleanup), and a cancelled one's answer is ignored.
  useEffect(() => {
    if (!search) return
    const controller = new AbortController()
    const key = keyOf(search)
    fetchResults(search, controller.signal).then(
      (response) => {
        if (!controller.signal.aborted) setOutcome({ key, response })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Search failed', error)
        setOutcome({ key, response: null })
      },
    )
    return () => controller.abort()
  }, [search])

  // After Previous or Next, the new page's first result takes focus (the button may be gone).
  useEffect(() => {
    if (!outcome?.response || !focusFirstResult.current) return
    focusFirstResult.current = false
    list.current?.querySelector<HTMLAnchorElement>('a[data-search-result]')?.focus()
  }, [outcome])

  // Down from the search box enters the results.
  useEffect(() => {
    const box = searchBox.current
    if (!box) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      const first = list.current?.querySelector<HTMLAnchorElement>('a[data-search-result]')
      if (event.key !== 'ArrowDown' || !first) return
      event.preventDefault()
      first.focus()
    }
    box.addEventListener('keydown', onKey)
    return () => box.removeEventListener('keydown', onKey)
  }, [searchBox])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      return onLeave()
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = resultLinks()
    const at = links.indexOf(event.target as HTMLAnchorElement)
    if (at < 0) return
    event.preventDefault()
    if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)]!.focus()
    else if (at > 0) links[at - 1]!.focus()
    else searchBox.current?.focus()
  }

  const goTo = (start: number) => {
    focusFirstResult.current = true
    setSearch({ query: search!.query, start, kind: search!.kind })
  }

  const loading = active && !problem && (trimmed !== search?.query || outcome?.key !== keyOf(search))
  // While the next answer loads, the last one stays in view (dimmed), so that the list does not jump.
  const response = active && !problem ? (outcome?.response ?? null) : null
  const pages = response ? searchPages(response) : null
  const status = !active
    ? ''
    : problem
      ? `The search ${problem}.`
      : loading
        ? SEARCH_LOADING_TEXT
        : !response
          ? FAILURE_TEXT
          : response.items.length === 0
            ? SEARCH_EMPTY_TEXT
            : `Results ${pages!.first}–${pages!.last} of ${response.searchInformation.formattedTotalResults}`

  return (
    <div className={styles.overlay} onKeyDown={onKeyDown}>
      {/* The status stays in place while search is open, so that screen readers announce its changes. */}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {active && !problem && <SearchKindFilter kind={kind} onSelect={narrow} />}
      {response && response.items.length > 0 && (
        <section className={styles.results} aria-labelledby={headingId} aria-busy={loading}>
          <h2 id={headingId} className="visually-hidden">
            Search results
          </h2>
          <ol ref={list} className={styles.list}>
            {response.items.map((item) => (
              <SearchResult key={item.link} item={item} />
            ))}
          </ol>
          {(pages!.previous !== null || pages!.next !== null) && (
            <nav className={styles.pager} aria-label="Search result pages">
              {pages!.previous !== null && (
                <button type="button" className={styles.pageButton} onClick={() => goTo(pages!.previous!)}>
                  Previous <span className="visually-hidden">results</span>
                </button>
              )}
              {pages!.next !== null && (
                <button type="button" className={`${styles.pageButton} ${styles.next}`} onClick={() => goTo(pages!.next!)}>
                  Next <span className="visually-hidden">results</span>
                </button>
              )}
            </nav>
          )}
        </section>
      )}
    </div>
  )
}
