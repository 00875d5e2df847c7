import type { Where } from 'payload'

import { isoInZone } from '@/domain/dates'
import { type Image, toImage } from '@/domain/media'
import type { PageEntitySummary } from '@/domain/page-entity'
import { PRESS_RSS_ITEMS, parseYearSegment, pressErrorMessage } from '@/domain/press'
import { EXTERNAL_PRESS_DEFAULT_SORT, PRESS_RELEASES_PATH, pressReleasePath, pressYearPath } from '@/domain/press'
import { EXTERNAL_PRESS_PAGE_SIZE, PRESS_RELEASES_PAGE_SIZE, externalPressPagePath, pressYearPagePath } from '@/domain/press'
import { populated } from '@/domain/relations'
import { listPages, newest, tally } from '@/domain/sitemap'
import { SLUG_PATTERN } from '@/domain/slug'
import type { Department as DepartmentDoc, ExternalPress as ExternalPressDoc, PressRelease as PressReleaseDoc, Tag as TagDoc } from '@/payload-types'

import { cms } from './cms'
import type { ListPage, PageRequest, PublishedPath } from './list'
import { publishedRead } from './read'
import { getSiteIdentity } from './site-config'

/** Press releases and external press (spec §3, §7), published only; spec §8: a failure is a PressLookupError naming file, function and path. */
const FILE = 'src/services/press.ts'

const PRESS_API_PATHS = { pressReleases: '/api/v1/press-releases', externalPress: '/api/v1/external-press' } as const

export class PressLookupError extends Error {
  readonly status = 500
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PressLookupError'
  }
}

/** Runs a lookup; anything it throws comes back as a PressLookupError naming where (logged once). */
async function lookup<T>(fn: string, path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof PressLookupError) throw error
    const message = pressErrorMessage({ file: FILE, fn, path }, error)
    console.error(`[press] ${message}`, error)
    throw new PressLookupError(message, { cause: error })
  }
}

export type PressTerm = { id: number; title: string; slug: string }

export type PressReleaseSummary = {
  id: number
  type: 'press release'
  title: string
  slug: string
  path: string
  /** ISO 8601 with the college's offset. */
  date: string
  year: number
  summary: string | null
  image: Image | null
  departments: PressTerm[]
  tags: PressTerm[]
  contact: string | null
  published: boolean
  updatedAt: string
}

export type PressReleaseDetail = PressReleaseSummary & { body: PressReleaseDoc['body'] | null }

export type ExternalPressItem = {
  id: number
  outlet: string
  title: string
  link: string
  date: string
  summary: string | null
  departments: PressTerm[]
  tags: PressTerm[]
}

export type PressSort = { field: 'date'; direction: 'ASC' | 'DESC' }
export type ExternalPressSort = { field: 'id' | 'date'; direction: 'ASC' | 'DESC' }
export type PressReleaseQuery = { years?: number[]; departmentIds?: number[]; tagIds?: number[]; sort?: PressSort }
export type ExternalPressQuery = { departmentIds?: number[]; tagIds?: number[]; sort?: ExternalPressSort }

const terms = (value: unknown): PressTerm[] => populated<DepartmentDoc | TagDoc>(value).map(({ id, title, slug }) => ({ id, title, slug }))

function toRelease(doc: PressReleaseDoc, timeZone: string): PressReleaseDetail {
  const year = doc.year ?? new Date(doc.date).getUTCFullYear()
  return {
    id: doc.id,
    type: 'press release',
    title: doc.title,
    slug: doc.slug,
    path: doc.path || pressReleasePath(year, doc.slug),
    date: isoInZone(doc.date, timeZone),
    year,
    summary: doc.summary?.trim() || null,
    image: toImage(doc.image),
    departments: terms(doc.departments),
    tags: terms(doc.tags),
    contact: doc.contact?.trim() || null,
    published: doc._status === 'published',
    updatedAt: doc.updatedAt,
    body: doc.body ?? null,
  }
}

const summaryOf = ({ body: _body, ...summary }: PressReleaseDetail): PressReleaseSummary => summary

function toExternal(doc: ExternalPressDoc, timeZone: string): ExternalPressItem {
  return {
    id: doc.id,
    outlet: doc.outlet,
    title: doc.title,
    link: doc.link,
    date: isoInZone(doc.date, timeZone),
    summary: doc.summary?.trim() || null,
    departments: terms(doc.departments),
    tags: terms(doc.tags),
  }
}

function releaseWhere(query: PressReleaseQuery): Where {
  const and: Where[] = []
  if (query.years?.length) and.push({ year: { in: query.years } })
  if (query.departmentIds?.length) and.push({ departments: { in: query.departmentIds } })
  if (query.tagIds?.length) and.push({ tags: { in: query.tagIds } })
  return { and }
}

const DEFAULT_RELEASE_SORT: PressSort = { field: 'date', direction: 'DESC' }

/** spec §7 (press-releases): published releases, newest first unless asked otherwise. */
export async function listPressReleases(
  query: PressReleaseQuery,
  request: PageRequest,
  path: string = PRESS_API_PATHS.pressReleases,
): Promise<ListPage<PressReleaseSummary>> {
  return lookup('listPressReleases', path, async () => {
    const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
    const sort = query.sort ?? DEFAULT_RELEASE_SORT
    const direction = sort.direction === 'DESC' ? '-' : ''
    const result = await payload.find({
      collection: 'press-releases',
      ...publishedRead(releaseWhere(query)),
      depth: 1,
      // The id breaks ties, so releases of one day keep one order across pages.
      sort: [`${direction}${sort.field}`, `${direction}id`],
      page: request.page,
      limit: request.limit,
    })
    return { items: result.docs.map((doc) => summaryOf(toRelease(doc, timeZone))), total: result.totalDocs, page: request.page, limit: request.limit }
  })
}

/** The published release at /press-releases/{year}/{slug}, or null. */
export async function findPressRelease(year: number, slug: string, path = pressReleasePath(year, slug)): Promise<PressReleaseDetail | null> {
  return lookup('findPressRelease', path, async () => {
    const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
    const { docs } = await payload.find({
      collection: 'press-releases',
      ...publishedRead({ and: [{ slug: { equals: slug } }, { year: { equals: year } }] }),
      depth: 1,
      limit: 1,
    })
    return docs[0] ? toRelease(docs[0], timeZone) : null
  })
}

export type PressYear = { year: number; count: number; path: string }

/** Every year that has published releases, newest first, with how many. */
export async function listPressYears(path: string = PRESS_RELEASES_PATH): Promise<PressYear[]> {
  return lookup('listPressYears', path, async () => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'press-releases',
      ...publishedRead(),
      depth: 0,
      pagination: false,
      select: { year: true },
    })
    const counts = new Map<number, number>()
    for (const doc of docs) if (typeof doc.year === 'number') counts.set(doc.year, (counts.get(doc.year) ?? 0) + 1)
    return [...counts.entries()].sort((a, b) => b[0] - a[0]).map(([year, count]) => ({ year, count, path: pressYearPath(year) }))
  })
}

/** The latest releases for the RSS feed (spec: beyond the spec, 20 of them). */
export async function latestPressReleasesForFeed(): Promise<PressReleaseSummary[]> {
  return (await listPressReleases({}, { page: 1, limit: PRESS_RSS_ITEMS }, `${PRESS_RELEASES_PATH}/rss.xml`)).items
}

function externalWhere(query: ExternalPressQuery): Where {
  const and: Where[] = []
  if (query.departmentIds?.length) and.push({ departments: { in: query.departmentIds } })
  if (query.tagIds?.length) and.push({ tags: { in: query.tagIds } })
  return { and }
}

/** spec §7 (external-press): published items, newest entry (highest id) first unless asked otherwise. */
export async function listExternalPress(
  query: ExternalPressQuery,
  request: PageRequest,
  path: string = PRESS_API_PATHS.externalPress,
): Promise<ListPage<ExternalPressItem>> {
  return lookup('listExternalPress', path, async () => {
    const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
    const sort = query.sort ?? EXTERNAL_PRESS_DEFAULT_SORT
    const direction = sort.direction === 'DESC' ? '-' : ''
    const result = await payload.find({
      collection: 'external-press',
      ...publishedRead(externalWhere(query)),
      depth: 1,
      sort: sort.field === 'id' ? `${direction}id` : [`${direction}${sort.field}`, `${direction}id`],
      page: request.page,
      limit: request.limit,
    })
    return { items: result.docs.map((doc) => toExternal(doc, timeZone)), total: result.totalDocs, page: request.page, limit: request.limit }
  })
}

/** Every published release's address, every page of each year's, and the two indexes with every page of the news (for the sitemap). */
export async function listPublishedPressPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const [{ docs }, external] = await Promise.all([
    payload.find({
      collection: 'press-releases',
      ...publishedRead(),
      depth: 0,
      pagination: false,
      select: { path: true, year: true, updatedAt: true },
      sort: '-date',
    }),
    payload.find({ collection: 'external-press', ...publishedRead(), depth: 0, pagination: false, select: { updatedAt: true } }),
  ])
  const years = tally(docs.flatMap((doc) => (typeof doc.year === 'number' ? [{ keys: [doc.year], updatedAt: doc.updatedAt }] : [])))
  const newestRelease = newest(docs.map((doc) => doc.updatedAt))
  const newestNews = newest(external.docs.map((doc) => doc.updatedAt))
  return [
    ...(newestRelease ? [{ path: PRESS_RELEASES_PATH, updatedAt: newestRelease }] : []),
    ...(newestNews ? listPages(externalPressPagePath, external.docs.length, EXTERNAL_PRESS_PAGE_SIZE, newestNews) : []),
    ...[...years].flatMap(([year, { count, updatedAt }]) => listPages((page) => pressYearPagePath(year, page), count, PRESS_RELEASES_PAGE_SIZE, updatedAt)),
    ...docs.filter((doc) => doc.path).map((doc) => ({ path: doc.path!, updatedAt: doc.updatedAt })),
  ]
}

/** spec §3 (page entity summary): /press-releases/{year}/{slug} is a press release (a match resolver). */
export async function resolvePressReleasePath(segments: readonly string[]): Promise<PageEntitySummary | null> {
  if (segments[0] !== 'press-releases' || segments.length !== 3) return null
  const year = parseYearSegment(segments[1]!)
  if (year === null || !SLUG_PATTERN.test(segments[2]!)) return null
  const release = await findPressRelease(year, segments[2]!)
  return release ? { id: release.id, type: 'press release', title: release.title, path: release.path } : null
}
