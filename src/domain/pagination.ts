/** The list envelope of the content API and the page links that pages show (spec §3, §9). */

/** spec §9: numbered pagination shows 10 page links; the calendar shows 8. */
export const NUMBERED_PAGINATION_LINKS = 10
export const CALENDAR_PAGINATION_LINKS = 8
/** spec §9: default pagination limit 20; default list limit 10. */
export const DEFAULT_PAGINATION_LIMIT = 20
export const DEFAULT_LIST_LIMIT = 10
/** Architecture guide: limit from 1 to 9999. */
export const MAX_LIMIT = 9999

export type ListEnvelope<T> = {
  items: T[]
  total: number
  currentPage: number
  nrOfPages: number
  pages: number[]
  links: { first: string | null; prev: string | null; next: string | null; last: string | null; self: string }
}

/** How many pages `total` items fill at `limit` a page: at least one, so an empty list still has its page 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit))
}

/** A page number written in a path (`/page/3`): 1 to 999999, no leading zero; null for anything else. */
export function parsePageNumber(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}

/** At most `size` consecutive page numbers around the current one, within 1..nrOfPages. */
export function pageWindow(currentPage: number, nrOfPages: number, size: number): number[] {
  if (nrOfPages < 1 || size < 1) return []
  const count = Math.min(size, nrOfPages)
  let start = Math.max(1, currentPage - Math.floor((count - 1) / 2))
  start = Math.min(start, nrOfPages - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** One page of a list as a page shows it: its items, where it stands, and the page numbers to link. */
export type PagedList<T> = { items: T[]; total: number; limit: number; currentPage: number; nrOfPages: number; pages: number[] }

/** A page of `limit` items (the `page`th) as a page shows it, with `links` page numbers around it. */
export function pagedList<T>(list: { items: T[]; total: number; page: number; limit: number }, links: number = NUMBERED_PAGINATION_LINKS): PagedList<T> {
  const nrOfPages = pageCount(list.total, list.limit)
  return { items: list.items, total: list.total, limit: list.limit, currentPage: list.page, nrOfPages, pages: pageWindow(list.page, nrOfPages, links) }
}

/** The same address with another page number. */
function pageUrl(self: URL, page: number): string {
  const url = new URL(self)
  url.searchParams.set('page', String(page))
  return url.pathname + url.search
}

export function listEnvelope<T>(args: { items: T[]; total: number; page: number; limit: number; url: URL; links?: number }): ListEnvelope<T> {
  const { items, total, page, limit, url } = args
  const nrOfPages = pageCount(total, limit)
  return {
    items,
    total,
    currentPage: page,
    nrOfPages,
    pages: pageWindow(page, nrOfPages, args.links ?? NUMBERED_PAGINATION_LINKS),
    links: {
      first: page > 1 ? pageUrl(url, 1) : null,
      prev: page > 1 ? pageUrl(url, Math.min(page - 1, nrOfPages)) : null,
      next: page < nrOfPages ? pageUrl(url, page + 1) : null,
      last: page < nrOfPages ? pageUrl(url, nrOfPages) : null,
      self: url.pathname + url.search,
    },
  }
}
