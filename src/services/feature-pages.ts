import { cache } from 'react'

import type { EditTarget } from '@/domain/edit-targets'
import { FEATURES_RSS_PATH, type FeatureFilter, type FeaturesRoute, blogPath, featuresListPath, parseBlogPath, parseFeaturesPath } from '@/domain/feature-paths'
import { FEATURES_PAGE_SIZE } from '@/domain/features'
import { NUMBERED_PAGINATION_LINKS, type PagedList, pagedList } from '@/domain/pagination'

import { type Department, findDepartmentBySlug } from './departments'
import {
  type FeatureDetail,
  type FeatureFilterOptions,
  type FeatureSummary,
  featureFilterOptions,
  findFeatureBySlug,
  findFeatureTagBySlug,
  listFeatures,
  relatedFeatures,
} from './features'
import type { PageMeta } from './metadata'
import { type SiteIdentity, getSiteIdentity } from './site-config'

/** One page of stories as a list page shows it. */
export type StoriesPage = PagedList<FeatureSummary>

export type FeaturesListContent = {
  kind: 'list'
  filter: (FeatureFilter & { id: number; title: string }) | null
  /** The page number was written in the path (/page/1 redirects to the list itself). */
  pageInPath: boolean
  stories: StoriesPage
  options: FeatureFilterOptions
}

export type FeaturePageContent = (FeaturesListContent | { kind: 'feature'; feature: FeatureDetail; related: FeatureSummary[]; edit: EditTarget }) & {
  identity: SiteIdentity
  meta: PageMeta
}

async function storiesPage(query: Parameters<typeof listFeatures>[0], page: number): Promise<StoriesPage | null> {
  const stories = pagedList(await listFeatures(query, { page, limit: FEATURES_PAGE_SIZE }), NUMBERED_PAGINATION_LINKS)
  // A page past the last shows nothing: it does not exist (404), except page 1 of an empty list.
  return page > stories.nrOfPages ? null : stories
}

function listMeta({ filter, stories }: FeaturesListContent, shortName: string): PageMeta {
  const title = `Stories${filter ? `: ${filter.title}` : ''}${stories.currentPage > 1 ? `, page ${stories.currentPage}` : ''}`
  const description = filter
    ? `Stories ${filter.by === 'department' ? 'from' : 'about'} ${filter.title}.`
    : `News and features from ${shortName}: students, alumni and faculty, their work and their shows.`
  return { title, description, path: featuresListPath(filter, stories.currentPage), feed: FEATURES_RSS_PATH }
}

async function listContent(route: Extract<FeaturesRoute, { kind: 'list' }>): Promise<FeaturesListContent | null> {
  let filter: FeaturesListContent['filter'] = null
  if (route.filter?.by === 'department') {
    const department = await findDepartmentBySlug(route.filter.slug)
    if (!department) return null
    filter = { by: 'department', slug: department.slug, id: Number(department.id), title: department.title }
  } else if (route.filter?.by === 'tag') {
    const tag = await findFeatureTagBySlug(route.filter.slug)
    if (!tag) return null
    filter = { by: 'tag', slug: tag.slug, id: tag.id, title: tag.title }
  }
  const query = filter?.by === 'department' ? { departmentIds: [filter.id] } : filter?.by === 'tag' ? { tagIds: [filter.id] } : {}
  const [stories, options] = await Promise.all([storiesPage(query, route.page), featureFilterOptions()])
  return stories && { kind: 'list', filter, pageInPath: route.pageInPath, stories, options }
}

/** What /features/{a}/{b}… shows (spec §2; docs/decisions/0040): a filtered, paged list or a feature with related stories; null: 404. */
const load = cache(async (path: string): Promise<FeaturePageContent | null> => {
  const route = parseFeaturesPath(path ? path.split('/') : [])
  if (!route) return null
  const identity = await getSiteIdentity()
  if (route.kind === 'feature') {
    const feature = await findFeatureBySlug(route.slug)
    if (!feature) return null
    const meta: PageMeta = { title: feature.seo.title, description: feature.seo.description, path: feature.path, image: feature.seo.image, type: 'article' }
    return { kind: 'feature', feature, related: await relatedFeatures(feature), identity, meta, edit: { type: 'feature', id: feature.id } }
  }
  const content = await listContent(route)
  return content && { ...content, identity, meta: listMeta(content, identity.shortName) }
})

export const featurePageContent = (segments: readonly string[]) => load(segments.join('/'))

export type BlogPageContent = { department: Department | null; pageInPath: boolean; stories: StoriesPage; identity: SiteIdentity; meta: PageMeta }

/** What /blog/{department}/page/{n} shows (spec §2): the story feed, of one department or all; null: 404. */
const loadBlog = cache(async (path: string): Promise<BlogPageContent | null> => {
  const route = parseBlogPath(path ? path.split('/') : [])
  if (!route) return null
  const department = route.department ? await findDepartmentBySlug(route.department) : null
  if (route.department && !department) return null
  const [stories, identity] = await Promise.all([storiesPage(department ? { departmentIds: [Number(department.id)] } : {}, route.page), getSiteIdentity()])
  if (!stories) return null
  const meta: PageMeta = {
    title: `${department ? `${department.title} blog` : 'Blog'}${stories.currentPage > 1 ? `, page ${stories.currentPage}` : ''}`,
    description: department ? `The newest stories from ${department.title}.` : 'The newest stories from across the college.',
    path: blogPath(department?.slug ?? null, stories.currentPage),
    feed: FEATURES_RSS_PATH,
  }
  return { department, pageInPath: route.pageInPath, stories, identity, meta }
})

export const blogPageContent = (segments: readonly string[]) => loadBlog(segments.join('/'))
