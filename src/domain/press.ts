/**
 * The rules of press releases, external press, newsletters and sign-ups that src/domain/stories.ts
 * does not already hold (spec §2, §3, §7, §8, §9). Pure: no I/O.
 */
import { EXTERNAL_PRESS_PATH, PRESS_RELEASES_PATH, SUBSCRIBE_LISTS, type SubscribeListKey, pressYearPath } from './stories'

/** spec §3: a newsletter issue holds at most this many stories (and as many extra links). */
export const NEWSLETTER_MAX_STORIES = 12

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

/**
 * spec §8: an unexpected failure of a press lookup is reported with a message naming the file,
 * the function and the path: `src/services/press.ts › listPressReleases › /api/v1/press-releases: <cause>`.
 */
export function pressErrorMessage(where: { file: string; fn: string; path: string }, cause: unknown): string {
  const text = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : 'unknown error'
  return `${where.file} › ${where.fn} › ${where.path}: ${text.replace(/\s+/g, ' ').trim() || 'unknown error'}`
}

/** The e-mail address pattern sign-ups accept: something@host.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

export const SUBSCRIBE_LIST_KEYS = SUBSCRIBE_LISTS.map((list) => list.key) as [SubscribeListKey, ...SubscribeListKey[]]

/** Escapes text for HTML (the newsletter e-mail): &, <, >, " and '. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
