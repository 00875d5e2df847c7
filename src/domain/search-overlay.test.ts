import { describe, expect, it } from 'vitest'

import type { SearchResponse } from './search'
import { addressWithSearch, isWebAddress, markedText, overlayKindFromAddress, searchPages, searchRequestPath } from './search-overlay'
import { searchFromAddress } from './secondary-menu'

const response = (start: number, count: number, nextStart?: number): SearchResponse => ({
  items: Array.from({ length: count }, (_, index) => ({
    title: `Result ${start + index}`,
    link: `https://college.test/r/${start + index}`,
    htmlTitle: `Result ${start + index}`,
    formattedUrl: 'college.test/r',
    htmlFormattedUrl: 'college.test/r',
    snippet: '',
    htmlSnippet: '',
    pagemap: {},
  })),
  searchInformation: { totalResults: '25', formattedTotalResults: '25' },
  queries: {
    request: [{ searchTerms: 'painting', startIndex: start, count, totalResults: '25' }],
    ...(nextStart ? { nextPage: [{ searchTerms: 'painting', startIndex: nextStart, count: 10 }] } : {}),
  },
})

describe('the overlay’s call (spec §2, §7)', () => {
  it('asks for the trimmed query from a 1-based start', () => {
    expect(searchRequestPath('  oil & water ', 11)).toBe('/api/v1/search?q=oil+%26+water&start=11')
  })
})

describe('?search= (spec §2: mirrors the search box; on load, search opens with it)', () => {
  it('reads the query a page was loaded with, and nothing from a blank or missing one', () => {
    expect(searchFromAddress('?search=still+life&vibe=%3B%29')).toBe('still life')
    expect(searchFromAddress('?search=%20%20')).toBeNull()
    expect(searchFromAddress('?search=')).toBeNull()
    expect(searchFromAddress('')).toBeNull()
  })

  it('sets the parameter, keeping the others and the hash, and removes it for a blank box', () => {
    expect(addressWithSearch('https://college.test/events?type=talk#list', 'ink & paper')).toBe('/events?type=talk&search=ink+%26+paper#list')
    expect(addressWithSearch('https://college.test/events?search=old&type=talk#list', 'new')).toBe('/events?search=new&type=talk#list')
    expect(addressWithSearch('https://college.test/events?search=old&type=talk#list', ' ')).toBe('/events?type=talk#list')
    expect(addressWithSearch('https://college.test/?search=old', '')).toBe('/')
  })
})

describe('paging by start index (spec §9: 10 a page)', () => {
  it('has no page before the first, and the next page where the answer says', () => {
    expect(searchPages(response(1, 10, 11))).toEqual({ first: 1, last: 10, previous: null, next: 11 })
  })

  it('goes back by ten, and has no next page after the last', () => {
    expect(searchPages(response(21, 5))).toEqual({ first: 21, last: 25, previous: 11, next: null })
  })

  it('has no next page for an empty answer', () => {
    expect(searchPages(response(1, 0, 11)).next).toBeNull()
  })
})

describe('a result’s marked text (spec §3: htmlTitle, htmlSnippet, htmlFormattedUrl)', () => {
  it('keeps the <b> marks as runs and decodes the entities of escaped text', () => {
    expect(markedText('Oil <b>Painting</b> &amp; Ink: &lt;b&gt; &#39;now&#x27; &hellip;')).toEqual([
      { text: 'Oil ', marked: false },
      { text: 'Painting', marked: true },
      { text: " & Ink: <b> 'now' …", marked: false },
    ])
  })

  it('drops every other tag, so that no markup of a search service reaches the page', () => {
    expect(markedText('<script>alert(1)</script><img src=x onerror=alert(1)>one<br>two <STRONG>three</STRONG>')).toEqual([
      { text: 'alert(1)one two ', marked: false },
      { text: 'three', marked: true },
    ])
  })

  it('leaves unknown entities and prototype names as written', () => {
    expect(markedText('&constructor; &bogus; &#0;')).toEqual([{ text: '&constructor; &bogus; &#0;', marked: false }])
  })
})

describe('result links', () => {
  it('are web addresses only', () => {
    expect(isWebAddress('https://college.test/painting')).toBe(true)
    expect(isWebAddress('http://college.test/')).toBe(true)
    expect(isWebAddress('javascript:alert(1)')).toBe(false)
    expect(isWebAddress('not a link')).toBe(false)
  })
})

describe('narrowing the overlay to a kind (docs/decisions/0108)', () => {
  it('asks for the kind, and keeps it in the address beside the query while there is one', () => {
    expect(searchRequestPath('drawing', 1, 'course')).toBe('/api/v1/search?q=drawing&start=1&kind=course')
    expect(addressWithSearch('https://college.test/events?type=talk', 'drawing', 'course')).toBe('/events?type=talk&search=drawing&searchKind=course')
    expect(addressWithSearch('https://college.test/events?search=drawing&searchKind=course', 'drawing', null)).toBe('/events?search=drawing')
    expect(addressWithSearch('https://college.test/events?search=drawing&searchKind=course', '', 'course')).toBe('/events')
    expect(overlayKindFromAddress('?search=drawing&searchKind=event')).toBe('event')
    expect(overlayKindFromAddress('?searchKind=nonsense')).toBeNull()
  })
})
