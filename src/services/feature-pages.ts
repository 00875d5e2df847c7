import { cache } from 'react'

import { type FeatureFilter, parseBlogPath, parseFeaturesPath } from '@/domain/feature-paths'
import { pageWindow, NUMBERED_PAGINATION_LINKS } from '@/domain/pagination'
import { FEATURES_PAGE_SIZE } from '@/domain/stories'

import { type Department, findDepartmentBySlug } from './departments'
import {
  type FeatureDetail,
  type FeatureFilterOption,
  type FeatureSummary,
  featureFilterOptions,
  findFeatureBySlug,
  findFeatureTagBySlug,
  listFeatures,
  relatedFeatures,
} from './features'

/** One page of stories as a list page shows it. */
export type StoriesPage = { items: FeatureSummary[]; total: number; currentPage: number; nrOfPages: number; pages: number[] }

export type FeaturesListContent = {
  kind: 'list'
  filter: (FeatureFilter & { id: number; title: string }) | null
  /** The page number was written in the path (/page/1 redirects to the list itself). */
  pageInPath: boolean
  stories: StoriesPage
  options: { departments: FeatureFilterOption[]; tags: FeatureFilterOption[] }
}

export type FeaturePageContent = FeaturesListContent | { kind: 'feature'; feature: FeatureDetail; related: FeatureSummary[] }

async function storiesPage(query: Parameters<typeof listFeatures>[0], page: number): Promise<StoriesPage | null> {
  const result = await listFeatures(query, { page, limit: FEATURES_PAGE_SIZE })
  const nrOfPages = Math.max(1, Math.ceil(result.total / FEATURES_PAGE_SIZE))
  // A page past the last shows nothing: it does not exist (404), except page 1 of an empty list.
  if (page > nrOfPages) return null
  return { items: result.items, total: result.total, currentPage: page, nrOfPages, pages: pageWindow(page, nrOfPages, NUMBERED_PAGINATION_LINKS) }
}

/**
 * What /features/{a}/{b}… shows (spec §2; docs/decisions/0040): the list, filtered by a department
 * or a tag and paged in the path, or a feature (any depth) with its related stories; null for
 * nothing (404). One lookup per render: metadata and page share it (keyed by the joined path).
 */
const load = cache(async (path: string): Promise<FeaturePageContent | null> => {
  const route = parseFeaturesPath(path ? path.split('/') : [])
  if (!route) return null
  if (route.kind === 'feature') {
    const feature = await findFeatureBySlug(route.slug)
    return feature ? { kind: 'feature', feature, related: await relatedFeatures(feature) } : null
  }
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
})

export const featurePageContent = (segments: readonly string[]) => load(segments.join('/'))

export type BlogPageContent = { department: Department | null; pageInPath: boolean; stories: StoriesPage }

/**
 * What /blog/{department}/page/{n} shows (spec §2): the story feed, of one department (its slug is
 * the first segment) or of all, a page at a time; null for an unknown department or page (404).
 */
const loadBlog = cache(async (path: string): Promise<BlogPageContent | null> => {
  const route = parseBlogPath(path ? path.split('/') : [])
  if (!route) return null
  const department = route.department ? await findDepartmentBySlug(route.department) : null
  if (route.department && !department) return null
  const stories = await storiesPage(department ? { departmentIds: [Number(department.id)] } : {}, route.page)
  return stories && { department, pageInPath: route.pageInPath, stories }
})

export const blogPageContent = (segments: readonly string[]) => loadBlog(segments.join('/'))
