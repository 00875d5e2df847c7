import { describe, expect, it } from 'vitest'

import {
  CALENDAR_PAGINATION_LINKS,
  DEFAULT_LIST_LIMIT,
  DEFAULT_PAGINATION_LIMIT,
  NUMBERED_PAGINATION_LINKS,
  listEnvelope,
  pageCount,
  pageWindow,
  pagedList,
  parsePageNumber,
} from './pagination'

describe('pagination', () => {
  // spec §9: pagination shows 8 links (calendar) or 10 (numbered); default limit 20; list limit 10
  it('has the sizes of the spec', () => {
    expect(CALENDAR_PAGINATION_LINKS).toBe(8)
    expect(NUMBERED_PAGINATION_LINKS).toBe(10)
    expect(DEFAULT_PAGINATION_LIMIT).toBe(20)
    expect(DEFAULT_LIST_LIMIT).toBe(10)
  })

  it('centres a window of page links on the current page', () => {
    expect(pageWindow(1, 3, 10)).toEqual([1, 2, 3])
    expect(pageWindow(1, 50, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageWindow(25, 50, 10)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30])
    expect(pageWindow(50, 50, 8)).toEqual([43, 44, 45, 46, 47, 48, 49, 50])
    expect(pageWindow(1, 0, 10)).toEqual([])
  })

  it('builds the list envelope with links that are null at the ends', () => {
    const url = new URL('http://x/api/v1/tags?limit=2&page=1')
    const first = listEnvelope({ items: ['a', 'b'], total: 5, page: 1, limit: 2, url })
    expect(first).toMatchObject({ total: 5, currentPage: 1, nrOfPages: 3, pages: [1, 2, 3] })
    expect(first.links).toEqual({
      first: null,
      prev: null,
      next: '/api/v1/tags?limit=2&page=2',
      last: '/api/v1/tags?limit=2&page=3',
      self: '/api/v1/tags?limit=2&page=1',
    })
    const last = listEnvelope({ items: ['e'], total: 5, page: 3, limit: 2, url: new URL('http://x/api/v1/tags?limit=2&page=3') })
    expect(last.links.next).toBeNull()
    expect(last.links.last).toBeNull()
    expect(last.links.prev).toBe('/api/v1/tags?limit=2&page=2')
  })

  it('has one page when the list is empty', () => {
    const empty = listEnvelope({ items: [], total: 0, page: 1, limit: 10, url: new URL('http://x/a') })
    expect(empty.nrOfPages).toBe(1)
    expect(empty.pages).toEqual([1])
  })
})

describe('page numbers in a path', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['999999', 999999],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1e3', null],
    ['1000000', null],
    ['two', null],
    ['', null],
  ])('reads the page segment %j as %j', (value, page) => {
    expect(parsePageNumber(value)).toBe(page)
  })

  it('bounds page numbers', () => {
    expect(parsePageNumber('1')).toBe(1)
    expect(parsePageNumber('999999')).toBe(999999)
    expect(parsePageNumber('0')).toBeNull()
    expect(parsePageNumber(undefined)).toBeNull()
  })
})

describe('pageCount', () => {
  it('counts whole pages, and one page for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(pageCount(101, 50)).toBe(3)
  })
})

describe('pagedList', () => {
  // spec §9: 10 numbered page links by default, 8 on the calendar
  it('tells a page where it stands and which page numbers to link', () => {
    expect(pagedList({ items: ['a'], total: 1000, page: 30, limit: 20 })).toEqual({
      items: ['a'],
      total: 1000,
      limit: 20,
      currentPage: 30,
      nrOfPages: 50,
      pages: [26, 27, 28, 29, 30, 31, 32, 33, 34, 35],
    })
    expect(pagedList({ items: [], total: 0, page: 1, limit: 50 }, CALENDAR_PAGINATION_LINKS)).toEqual({
      items: [],
      total: 0,
      limit: 50,
      currentPage: 1,
      nrOfPages: 1,
      pages: [1],
    })
  })
})
