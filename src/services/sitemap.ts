import { COURSE_SEARCH_PATH } from '@/domain/courses'

import { listCoursePaths } from './courses'
import { listFormPaths } from './forms'
import { listDepartments } from './departments'
import { listPublishedEventPaths } from './events'
import { listPublishedProfilePaths } from './faculty'
import { listFeaturePaths } from './features'
import type { PublishedPath } from './list'
import { listIndexablePages } from './pages'
import { listPublishedPressPaths } from './press'
import { listVideoPaths } from './videos'

/** One address of the sitemap: a path on this site and when its content last changed. */
export type SitemapEntry = { path: string; lastModified?: string | Date; changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority?: number }

/**
 * Each kind of content adds its public, published addresses here with one line (events, features,
 * faculty…). A source must leave out drafts and anything staff asked search engines to skip.
 */
export type SitemapSource = () => Promise<SitemapEntry[]>

const homePage: SitemapSource = async () => [{ path: '/', changeFrequency: 'daily', priority: 1 }]

/** Pages: the deeper a page, the lower its priority (a section's overview ranks above its details). */
const contentPages: SitemapSource = async () =>
  (await listIndexablePages()).map(({ path, updatedAt }) => ({
    path,
    lastModified: updatedAt,
    changeFrequency: 'monthly',
    priority: Math.max(0.3, 0.9 - 0.15 * (path.split('/').filter(Boolean).length - 1)),
  }))

/** A kind of content whose every published address is listed alike. */
const publishedPaths =
  (list: () => Promise<PublishedPath[]>, changeFrequency: SitemapEntry['changeFrequency'], priority: number): SitemapSource =>
  async () =>
    (await list()).map(({ path, updatedAt }) => ({ path, lastModified: updatedAt, changeFrequency, priority }))

/** The site's own index pages, which no content document stands for. */
const sectionIndexes: SitemapSource = async () =>
  ['/events', '/faculty', '/videos', '/contact-and-maps', COURSE_SEARCH_PATH].map((path) => ({ path, changeFrequency: 'daily' as const, priority: 0.8 }))

const departmentPages: SitemapSource = async () => (await listDepartments()).map(({ path }) => ({ path, changeFrequency: 'monthly' as const, priority: 0.7 }))

const SITEMAP_SOURCES: SitemapSource[] = [
  homePage,
  sectionIndexes,
  contentPages,
  departmentPages,
  publishedPaths(listPublishedEventPaths, 'weekly', 0.6),
  publishedPaths(listPublishedProfilePaths, 'monthly', 0.5),
  publishedPaths(listVideoPaths, 'monthly', 0.4),
  publishedPaths(listPublishedPressPaths, 'monthly', 0.5),
  publishedPaths(listFeaturePaths, 'monthly', 0.6),
  publishedPaths(listCoursePaths, 'weekly', 0.6),
  publishedPaths(listFormPaths, 'yearly', 0.3),
  async () => ['/features', '/blog'].map((path) => ({ path, changeFrequency: 'daily' as const, priority: 0.8 })),
]

/** Every source's entries, each path once (the first source to name it wins). */
export async function sitemapEntries(sources: readonly SitemapSource[] = SITEMAP_SOURCES): Promise<SitemapEntry[]> {
  const lists = await Promise.all(sources.map((source) => source()))
  const seen = new Set<string>()
  return lists.flat().filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)))
}
