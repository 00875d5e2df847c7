import type { Where } from 'payload'

import { isoInZone } from '@/domain/dates'
import { departmentPath } from '@/domain/department-paths'
import { FEATURE_FILTER_TOPICS_SHOWN, mostUsed } from '@/domain/feature-paths'
import { blogPath, featurePath, featuresListPath } from '@/domain/feature-paths'
import { FEATURES_PAGE_SIZE, FEATURE_FEED_SORT, type FeatureSortField, RELATED_FEATURES_COUNT } from '@/domain/features'
import { type Image, toImage } from '@/domain/media'
import type { HeroType } from '@/domain/pages'
import { populated, relationIds } from '@/domain/relations'
import { listPages, newest, tally } from '@/domain/sitemap'
import { isSlugPath } from '@/domain/slug'
import { type VideoRef, parseVideoUrl } from '@/domain/video-url'
import type { Department as DepartmentDoc, Feature as FeatureDoc, Tag as TagDoc } from '@/payload-types'

import { cms } from './cms'
import { keptUntilChange } from './content-version'
import { type ListPage, type PageRequest, type PublishedPath, publishedSlugPaths } from './list'
import type { ContentBlock } from './pages'
import { type Reader, VISITOR, publishedRead, readFor } from './read'
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
  /** Related stories: those naming any of these departments or any of these tags. */
  sharingDepartmentIds?: number[]
  sharingTagIds?: number[]
  /** Stories dated on or before this instant (ISO 8601): the home page as on a past or future day. */
  articleDateUntil?: string
  sort?: FeatureSort
}

/** What a list needs: never the body, which can be long. */
const FEATURE_SUMMARY_SELECT = {
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

const toDepartment = (doc: DepartmentDoc): FeatureDepartment => ({
  id: doc.id,
  title: doc.title,
  shortTitle: doc.shortTitle ?? null,
  slug: doc.slug,
  path: departmentPath(doc),
})
const toTag = (doc: TagDoc): FeatureTag => ({ id: doc.id, title: doc.title, slug: doc.slug })

function toFeatureSummary(doc: SummaryDoc, timeZone: string): FeatureSummary {
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

function featureWhere(query: FeatureQuery): Where {
  const and: Where[] = []
  if (query.featuredOnHomepage !== undefined) and.push({ 'featuredOn.homepage': { equals: query.featuredOnHomepage } })
  if (query.departmentIds?.length) and.push({ departments: { in: query.departmentIds } })
  if (query.departmentSlugs?.length) and.push({ 'departments.slug': { in: query.departmentSlugs } })
  if (query.tagIds?.length) and.push({ tags: { in: query.tagIds } })
  if (query.tagSlugs?.length) and.push({ 'tags.slug': { in: query.tagSlugs } })
  if (query.notIds?.length) and.push({ id: { not_in: query.notIds } })
  if (query.articleDateUntil) and.push({ articleDate: { less_than_equal: query.articleDateUntil } })
  const sharing: Where[] = []
  if (query.sharingDepartmentIds?.length) sharing.push({ departments: { in: query.sharingDepartmentIds } })
  if (query.sharingTagIds?.length) sharing.push({ tags: { in: query.sharingTagIds } })
  if (sharing.length) and.push({ or: sharing })
  return { and }
}

/** spec §7 (features): published features, newest article first unless asked otherwise. */
export async function listFeatures(query: FeatureQuery, request: PageRequest): Promise<ListPage<FeatureSummary>> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const sort = query.sort ?? FEATURE_FEED_SORT
  const direction = sort.direction === 'DESC' ? '-' : ''
  const result = await payload.find({
    collection: 'features',
    ...publishedRead(featureWhere(query)),
    depth: 1,
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
    ...publishedRead({ id: { in: [...ids] } }),
    depth: 1,
    select: FEATURE_SUMMARY_SELECT,
    pagination: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, toFeatureSummary(doc as SummaryDoc, timeZone)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** A whole feature, for its page, the staff preview and the by-slug and preview calls. */
export type FeatureDetail = FeatureSummary & {
  hero: { type: HeroType; image: Image | null; video: VideoRef | null; caption: string | null }
  /** The body, built from the page blocks (spec §3). */
  body: ContentBlock[]
  seo: { title: string; description: string | null; image: Image | null }
  updatedAt: string
}

/** Relations a feature's page needs populated: images, departments, tags, linked pages and shared blocks. */
const DETAIL_DEPTH = 2

function toFeatureDetail(doc: FeatureDoc, timeZone: string): FeatureDetail {
  const summary = toFeatureSummary(doc, timeZone)
  const heroType = doc.hero?.type ?? 'image'
  const image = heroType === 'none' ? null : toImage(doc.hero?.image)
  const video = heroType === 'video' ? parseVideoUrl(doc.hero?.videoUrl) : null
  return {
    ...summary,
    // A video hero without a playable video falls back to its image; without either, to none.
    hero: {
      type: heroType === 'video' && !video ? (image ? 'image' : 'none') : heroType === 'image' && !image ? 'none' : heroType,
      image,
      video,
      caption: doc.hero?.caption?.trim() || null,
    },
    body: (doc.body ?? []) as ContentBlock[],
    seo: {
      title: doc.meta?.title?.trim() || doc.title,
      description: doc.meta?.description?.trim() || summary.summary,
      image: toImage(doc.meta?.image) ?? summary.image,
    },
    updatedAt: doc.updatedAt,
  }
}

/** A whole feature as `reader` may see it, or null. */
async function readFeature(match: Where, reader: Reader): Promise<FeatureDetail | null> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const { docs } = await payload.find({ collection: 'features', ...readFor(reader, match), depth: DETAIL_DEPTH, limit: 1, pagination: false })
  const doc = docs[0]
  if (!doc) return null
  // In a preview the draft's own `published` mirrors its status; the live version is what visitors see.
  return reader.preview ? { ...toFeatureDetail(doc, timeZone), published: doc._status === 'published' } : toFeatureDetail(doc, timeZone)
}

/** spec §7 (match/features/{slug}): the published feature at this slug path (any depth), or null. */
export async function findFeatureBySlug(slug: string): Promise<FeatureDetail | null> {
  return isSlugPath(slug) ? readFeature({ slug: { equals: slug } }, VISITOR) : null
}

/** spec §7 (features/preview/{id}): any feature in its newest saved version (a draft when one exists), for a staff preview. */
export const previewFeature = (id: number, reader: Reader) => readFeature({ id: { equals: id } }, reader)

/** The stories a feature offers next: the newest sharing a tag or department, topped up with the newest. */
export async function relatedFeatures(feature: Pick<FeatureSummary, 'id' | 'departments' | 'tags'>, count = RELATED_FEATURES_COUNT): Promise<FeatureSummary[]> {
  const departmentIds = feature.departments.map((department) => department.id)
  const tagIds = feature.tags.map((tag) => tag.id)
  const request = { page: 1, limit: count }
  const sharing =
    departmentIds.length || tagIds.length
      ? (await listFeatures({ notIds: [feature.id], sharingDepartmentIds: departmentIds, sharingTagIds: tagIds }, request)).items
      : []
  if (sharing.length >= count) return sharing
  const newest = await listFeatures({ notIds: [feature.id, ...sharing.map((item) => item.id)] }, { page: 1, limit: count - sharing.length })
  return [...sharing, ...newest.items]
}

/** Every published feature's address, for the sitemap. */
export const listFeaturePaths = (): Promise<PublishedPath[]> => publishedSlugPaths('features')

/** Every page of the story lists with its newest story's change, for the sitemap (docs/decisions/0040). */
export async function listFeatureListPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const [{ docs }, departments, tags] = await Promise.all([
    payload.find({ collection: 'features', ...publishedRead(), depth: 0, pagination: false, select: { departments: true, tags: true, updatedAt: true } }),
    payload.find({ collection: 'departments', overrideAccess: false, depth: 0, pagination: false, sort: 'title', select: { slug: true } }),
    payload.find({ collection: 'tags', overrideAccess: false, depth: 0, pagination: false, sort: 'title', select: { slug: true } }),
  ])
  const byDepartment = tally(docs.map((doc) => ({ keys: relationIds(doc.departments), updatedAt: doc.updatedAt })))
  const byTag = tally(docs.map((doc) => ({ keys: relationIds(doc.tags), updatedAt: doc.updatedAt })))
  const all = newest(docs.map((doc) => doc.updatedAt))
  return [
    ...(all
      ? [
          ...listPages((page) => featuresListPath(null, page), docs.length, FEATURES_PAGE_SIZE, all),
          ...listPages((page) => blogPath(null, page), docs.length, FEATURES_PAGE_SIZE, all),
        ]
      : []),
    ...departments.docs.flatMap((doc) => {
      const stories = byDepartment.get(doc.id)
      if (!stories) return []
      const filter = { by: 'department', slug: doc.slug } as const
      return [
        ...listPages((page) => featuresListPath(filter, page), stories.count, FEATURES_PAGE_SIZE, stories.updatedAt),
        ...listPages((page) => blogPath(doc.slug, page), stories.count, FEATURES_PAGE_SIZE, stories.updatedAt),
      ]
    }),
    ...tags.docs.flatMap((doc) => {
      const stories = byTag.get(doc.id)
      return stories ? listPages((page) => featuresListPath({ by: 'tag', slug: doc.slug }, page), stories.count, FEATURES_PAGE_SIZE, stories.updatedAt) : []
    }),
  ]
}

/** One choice of the features filter: a department or a tag that published stories name. */
export type FeatureFilterOption = { id: number; title: string; slug: string; count: number }

export type FeatureFilterOptions = { readonly departments: readonly FeatureFilterOption[]; readonly tags: readonly FeatureFilterOption[] }

/** The departments and tags the features list filters by: those published stories name, with their counts; read once per content change (decision 0175). */
export const featureFilterOptions: () => Promise<FeatureFilterOptions> = keptUntilChange(async () => {
  const payload = await cms()
  const [{ docs }, departments, tags] = await Promise.all([
    payload.find({ collection: 'features', ...publishedRead(), depth: 0, pagination: false, select: { departments: true, tags: true } }),
    payload.find({
      collection: 'departments',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'title',
      select: { title: true, slug: true, published: true },
    }),
    payload.find({ collection: 'tags', overrideAccess: false, depth: 0, pagination: false, sort: 'title', select: { title: true, slug: true } }),
  ])
  const counts = (key: 'departments' | 'tags') => {
    const map = new Map<number, number>()
    for (const doc of docs) for (const id of relationIds(doc[key])) map.set(id, (map.get(id) ?? 0) + 1)
    return map
  }
  const departmentCounts = counts('departments')
  const tagCounts = counts('tags')
  return {
    departments: departments.docs
      .filter((doc) => doc.published && departmentCounts.has(doc.id))
      .map((doc) => ({ id: doc.id, title: doc.title, slug: doc.slug, count: departmentCounts.get(doc.id)! })),
    tags: mostUsed(
      tags.docs.filter((doc) => tagCounts.has(doc.id)).map((doc) => ({ id: doc.id, title: doc.title, slug: doc.slug, count: tagCounts.get(doc.id)! })),
      FEATURE_FILTER_TOPICS_SHOWN,
    ),
  }
})

/** A tag by its slug, for /features/tag/{slug}; null when none has it. */
export async function findFeatureTagBySlug(slug: string): Promise<FeatureTag | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'tags', overrideAccess: false, depth: 0, limit: 1, pagination: false, where: { slug: { equals: slug } } })
  return docs[0] ? toTag(docs[0]) : null
}
