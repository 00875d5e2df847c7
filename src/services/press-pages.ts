import { cache } from 'react'

import type { EditTarget } from '@/domain/edit-targets'
import { NUMBERED_PAGINATION_LINKS, type PagedList, pagedList, parsePageNumber } from '@/domain/pagination'
import { PRESS_RELEASES_LATEST_COUNT, PRESS_RSS_PATH, externalPressPagePath, parseYearSegment, pressYearPagePath } from '@/domain/press'
import { EXTERNAL_PRESS_PAGE_SIZE, EXTERNAL_PRESS_PATH, PRESS_RELEASES_PAGE_SIZE, PRESS_RELEASES_PATH } from '@/domain/press'
import { SLUG_PATTERN } from '@/domain/slug'

import type { PageMeta } from './metadata'
import {
  type ExternalPressItem,
  type PressReleaseDetail,
  type PressReleaseSummary,
  type PressYear,
  findPressRelease,
  listExternalPress,
  listPressReleases,
  listPressYears,
} from './press'
import { type SiteIdentity, getSiteIdentity } from './site-config'

export type PressIndexPageView = { latest: PressReleaseSummary[]; years: PressYear[]; identity: SiteIdentity; meta: PageMeta }

/** spec §2: /press-releases, the latest releases and the way to every year that has some. */
export const pressIndexPage = cache(async (): Promise<PressIndexPageView> => {
  const [latest, years, identity] = await Promise.all([
    listPressReleases({}, { page: 1, limit: PRESS_RELEASES_LATEST_COUNT }, PRESS_RELEASES_PATH),
    listPressYears(),
    getSiteIdentity(),
  ])
  const meta = { title: 'Press releases', description: `News and announcements from ${identity.shortName}.`, path: PRESS_RELEASES_PATH, feed: PRESS_RSS_PATH }
  return { latest: latest.items, years, identity, meta }
})

export type PressYearPageView = { year: number; releases: PagedList<PressReleaseSummary>; years: PressYear[]; timeZone: string; meta: PageMeta }

/** spec §2: /press-releases/{year} and its further pages; null for a year or page that has no releases (404). */
export const pressYearPage = cache(async (yearSegment: string, pageSegment: string = '1'): Promise<PressYearPageView | null> => {
  const year = parseYearSegment(yearSegment)
  const page = parsePageNumber(pageSegment)
  if (year === null || page === null) return null
  const [releases, years, { timeZone }] = await Promise.all([
    listPressReleases({ years: [year] }, { page, limit: PRESS_RELEASES_PAGE_SIZE }, pressYearPagePath(year, page)),
    listPressYears(),
    getSiteIdentity(),
  ])
  if (releases.items.length === 0) return null
  const meta = { title: `Press releases of ${year}${page > 1 ? `, page ${page}` : ''}`, path: pressYearPagePath(year, page) }
  return { year, releases: pagedList(releases, NUMBERED_PAGINATION_LINKS), years, timeZone, meta }
})

export type PressReleasePageView = { release: PressReleaseDetail; identity: SiteIdentity; meta: PageMeta; edit: EditTarget }

/** spec §2: a press release at /press-releases/{year}/{slug}; null when none is published there. */
export const pressReleasePage = cache(async (yearSegment: string, slug: string): Promise<PressReleasePageView | null> => {
  const year = parseYearSegment(yearSegment)
  const [release, identity] = await Promise.all([year !== null && SLUG_PATTERN.test(slug) ? findPressRelease(year, slug) : null, getSiteIdentity()])
  if (!release) return null
  const meta: PageMeta = { title: release.title, description: release.summary, path: release.path, image: release.image, type: 'article' }
  return { release, identity, meta, edit: { type: 'press release', id: release.id } }
})

export type InTheNewsPageView = { list: PagedList<ExternalPressItem>; identity: SiteIdentity; meta: PageMeta }

/** spec §2: /in-the-news, external press newest first, and its further pages; null for a page that has none (404). */
export const inTheNewsPage = cache(async (pageSegment: string = '1'): Promise<InTheNewsPageView | null> => {
  const page = parsePageNumber(pageSegment)
  if (page === null) return null
  const [list, identity] = await Promise.all([listExternalPress({}, { page, limit: EXTERNAL_PRESS_PAGE_SIZE }, externalPressPagePath(page)), getSiteIdentity()])
  if (page > 1 && list.items.length === 0) return null
  const meta =
    page === 1
      ? { title: 'In the news', description: `Articles about ${identity.shortName} in newspapers, magazines and broadcasts.`, path: EXTERNAL_PRESS_PATH }
      : { title: `In the news, page ${page}`, path: externalPressPagePath(page) }
  return { list: pagedList(list, NUMBERED_PAGINATION_LINKS), identity, meta }
})
