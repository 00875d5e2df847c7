/** The rules of press releases and external press (spec §2, §3, §7, §8, §9). Pure: no I/O. */
import { dayjs } from './dates'
import { DEFAULT_LIST_LIMIT, DEFAULT_PAGINATION_LIMIT } from './pagination'

/** Where press lives (spec §2). */
export const PRESS_RELEASES_PATH = '/press-releases'
export const EXTERNAL_PRESS_PATH = '/in-the-news'
export const pressReleasePath = (year: number, slug: string) => `${PRESS_RELEASES_PATH}/${year}/${slug}`
export const pressYearPath = (year: number) => `${PRESS_RELEASES_PATH}/${year}`

/** spec §7 (press-releases): 6 by default; every release with the API's largest limit (MAX_LIMIT, 9999). */
export const PRESS_RELEASES_DEFAULT_LIMIT = 6
/** spec §7: press releases sort by date. */
export const PRESS_RELEASE_SORT_FIELDS = ['date'] as const

/** spec §7 (external-press): 10 per page, newest entry (highest id) first. */
export const EXTERNAL_PRESS_DEFAULT_LIMIT = 10
export const EXTERNAL_PRESS_SORT_FIELDS = ['id', 'date'] as const
export const EXTERNAL_PRESS_DEFAULT_SORT = { field: 'id', direction: 'DESC' } as const

/** spec §9 (pagination default limit): press releases per page on a year's page (the API's "all" limit is for clients, not for a page). */
export const PRESS_RELEASES_PAGE_SIZE = DEFAULT_PAGINATION_LIMIT
/** spec §7 (external-press: limit 10), §9 (default list limit 10): external press items per page on the in-the-news page. */
export const EXTERNAL_PRESS_PAGE_SIZE = DEFAULT_LIST_LIMIT

/** spec §3: a press release's year, derived from its date in the college's time zone. */
export function pressReleaseYear(date: string | Date, timeZone: string): number {
  return dayjs(date).tz(timeZone).year()
}

/** How many releases the press-releases index shows before its links to every year. */
export const PRESS_RELEASES_LATEST_COUNT = 6

/** The press releases RSS feed carries the latest 20. */
export const PRESS_RSS_ITEMS = 20
export const PRESS_RSS_PATH = `${PRESS_RELEASES_PATH}/rss.xml`

/** Years a press release can have (the API's `filters[year]` and a year's address). */
export const PRESS_YEAR_MIN = 1900
export const PRESS_YEAR_MAX = 2999

/** A year segment of an address (`/press-releases/2024`), or null when it is not one. */
export function parseYearSegment(value: string): number | null {
  if (!/^\d{4}$/.test(value)) return null
  const year = Number(value)
  return year >= PRESS_YEAR_MIN && year <= PRESS_YEAR_MAX ? year : null
}

/** The address of page n of a year's releases; page 1 is the year's own address. */
export const pressYearPagePath = (year: number, page: number) => (page <= 1 ? pressYearPath(year) : `${pressYearPath(year)}/page/${page}`)

/** The address of page n of the in-the-news list; page 1 is the list's own address. */
export const externalPressPagePath = (page: number) => (page <= 1 ? EXTERNAL_PRESS_PATH : `${EXTERNAL_PRESS_PATH}/page/${page}`)

/** spec §8: a failed press lookup names file, function and path: `src/services/press.ts › listPressReleases › /api/v1/press-releases: <cause>`. */
export function pressErrorMessage(where: { file: string; fn: string; path: string }, cause: unknown): string {
  const text = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : 'unknown error'
  return `${where.file} › ${where.fn} › ${where.path}: ${text.replace(/\s+/g, ' ').trim() || 'unknown error'}`
}
