import type { Where } from 'payload'

import { isoInZone } from '@/domain/dates'
import { departmentPath } from '@/domain/department-paths'
import { FEATURE_FEED_SORT, type FeatureSortField, featurePath } from '@/domain/stories'
import type { Department as DepartmentDoc, Feature as FeatureDoc, Tag as TagDoc } from '@/payload-types'

import { cms, populated } from './cms'
import type { ListPage, PageRequest } from './list'
import { type Image, toImage } from './media'
import { getSiteIdentity } from './site-config'

export type FeatureDepartment = { id: number; title: string; shortTitle: string | null; slug: string; path: string }
export type FeatureTag = { id: number; title: string; slug: string }

/** A feature (a story) as feeds, cards and the list API show it (spec §3: Feature). */
export type FeatureSummary = {
  id: number
  type: 'feature'
  title: string
  slug: string
  path: string
  summary: string | null
  byline: string | null
  /** ISO 8601 with the college's offset. */
  articleDate: string
  image: Image | null
  departments: FeatureDepartment[]
  tags: FeatureTag[]
  featuredOn: { homepage: boolean }
  published: boolean
}

export type FeatureSort = { field: FeatureSortField; direction: 'ASC' | 'DESC' }

/** spec §7 (features): the filters of the list: featuredOn, departments, tags, not id. */
export type FeatureQuery = {
  featuredOnHomepage?: boolean
  departmentIds?: number[]
  departmentSlugs?: string[]
  tagIds?: number[]
  tagSlugs?: string[]
  notIds?: number[]
  sort?: FeatureSort
}

/** What a list needs: never the body, which can be long. */
export const FEATURE_SUMMARY_SELECT = {
  title: true,
  slug: true,
  summary: true,
  byline: true,
  articleDate: true,
  hero: true,
  departments: true,
  tags: true,
  featuredOn: true,
  published: true,
} as const

type SummaryDoc = Pick<FeatureDoc, 'id' | keyof typeof FEATURE_SUMMARY_SELECT>

const toDepartment = (doc: DepartmentDoc): FeatureDepartment => ({ id: doc.id, title: doc.title, shortTitle: doc.shortTitle ?? null, slug: doc.slug, path: departmentPath(doc) })
const toTag = (doc: TagDoc): FeatureTag => ({ id: doc.id, title: doc.title, slug: doc.slug })

export function toFeatureSummary(doc: SummaryDoc, timeZone: string): FeatureSummary {
  return {
    id: doc.id,
    type: 'feature',
    title: doc.title,
    slug: doc.slug,
    path: featurePath(doc.slug),
    summary: doc.summary?.trim() || null,
    byline: doc.byline?.trim() || null,
    articleDate: isoInZone(doc.articleDate, timeZone),
    image: toImage(doc.hero?.image),
    // Unpublished departments come back unpopulated for visitors and are left out.
    departments: populated<DepartmentDoc>(doc.departments)
      .filter((department) => department.published)
      .map(toDepartment),
    tags: populated<TagDoc>(doc.tags).map(toTag),
    featuredOn: { homepage: Boolean(doc.featuredOn?.homepage) },
    published: Boolean(doc.published),
  }
}

export function featureWhere(query: FeatureQuery): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (query.featuredOnHomepage !== undefined) and.push({ 'featuredOn.homepage': { equals: query.featuredOnHomepage } })
  if (query.departmentIds?.length) and.push({ departments: { in: query.departmentIds } })
  if (query.departmentSlugs?.length) and.push({ 'departments.slug': { in: query.departmentSlugs } })
  if (query.tagIds?.length) and.push({ tags: { in: query.tagIds } })
  if (query.tagSlugs?.length) and.push({ 'tags.slug': { in: query.tagSlugs } })
  if (query.notIds?.length) and.push({ id: { not_in: query.notIds } })
  return { and }
}

/** spec §7 (features): published features, newest article first unless asked otherwise. */
export async function listFeatures(query: FeatureQuery, request: PageRequest): Promise<ListPage<FeatureSummary>> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const sort = query.sort ?? FEATURE_FEED_SORT
  const direction = sort.direction === 'DESC' ? '-' : ''
  const result = await payload.find({
    collection: 'features',
    overrideAccess: false,
    depth: 1,
    where: featureWhere(query),
    select: FEATURE_SUMMARY_SELECT,
    // The id breaks ties, so stories of one day keep one order across pages.
    sort: [`${direction}${sort.field}`, `${direction}id`],
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map((doc) => toFeatureSummary(doc as SummaryDoc, timeZone)), total: result.totalDocs, page: request.page, limit: request.limit }
}

/** Published features by id, in the order asked (ids that are not published are left out). */
export async function findFeaturesByIds(ids: readonly number[]): Promise<FeatureSummary[]> {
  if (ids.length === 0) return []
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const { docs } = await payload.find({
    collection: 'features',
    overrideAccess: false,
    depth: 1,
    where: { and: [{ id: { in: [...ids] } }, { _status: { equals: 'published' } }] },
    select: FEATURE_SUMMARY_SELECT,
    pagination: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, toFeatureSummary(doc as SummaryDoc, timeZone)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
