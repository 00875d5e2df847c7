import { COURSE_SEARCH_PATH } from '@/domain/courses'
import { SUBSCRIBE_PATH } from '@/domain/newsletters'
import { EXTERNAL_PRESS_PATH, PRESS_RELEASES_PATH } from '@/domain/press'
import { withLastModified } from '@/domain/sitemap'

import { listCoursePaths } from './courses'
import { listDepartmentPaths } from './departments'
import { listCalendarViewPaths } from './event-calendar'
import { listPublishedEventPaths } from './events'
import { listPublishedProfilePaths } from './faculty'
import { listFeatureListPaths, listFeaturePaths } from './features'
import { listFormPaths } from './forms'
import type { PublishedPath } from './list'
import { listNavigationGroupPaths } from './navigation-groups'
import { listIndexablePages } from './pages'
import { listPublishedPressPaths } from './press'
import { listVideoPaths } from './videos'

/** One address of the sitemap: a path on this site and when its content last changed. */
export type SitemapEntry = { path: string; lastModified?: string; changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority?: number }

/** Each kind of content adds its published, indexable addresses here, each at its canonical address (docs/decisions/0072). */
export type SitemapSource = () => Promise<SitemapEntry[]>

/** When this server started: the last change of a page whose content carries no date. */
const STARTED = new Date().toISOString()

const homePage: SitemapSource = async () => [{ path: '/', changeFrequency: 'daily', priority: 1 }]

/** Pages: the deeper a page, the lower its priority (a section's overview ranks above its details). */
const contentPages: SitemapSource = async () =>
  (await listIndexablePages()).map(({ path, updatedAt }) => ({
    path,
    lastModified: updatedAt,
    changeFrequency: 'monthly',
    priority: Number(Math.max(0.3, 0.9 - 0.15 * (path.split('/').filter(Boolean).length - 1)).toFixed(2)),
  }))

/** A kind of content whose every published address is listed alike. */
const publishedPaths =
  (list: () => Promise<PublishedPath[]>, changeFrequency: SitemapEntry['changeFrequency'], priority: number): SitemapSource =>
  async () =>
    (await list()).map(({ path, updatedAt }) => ({ path, lastModified: updatedAt, changeFrequency, priority }))

/** Addresses that list other content, dated by the newest of what they list (see withLastModified). */
const listPaths =
  (list: () => Promise<string[]>, changeFrequency: SitemapEntry['changeFrequency'], priority: number): SitemapSource =>
  async () =>
    (await list()).map((path) => ({ path, changeFrequency, priority }))

/** The site's own index pages, which no content document stands for (each is there even when what it lists is empty). */
const sectionIndexes: SitemapSource = listPaths(
  async () => [
    '/events',
    '/faculty',
    '/videos',
    '/contact-and-maps',
    COURSE_SEARCH_PATH,
    '/features',
    '/blog',
    PRESS_RELEASES_PATH,
    EXTERNAL_PRESS_PATH,
    SUBSCRIBE_PATH,
  ],
  'daily',
  0.8,
)

const SITEMAP_SOURCES: SitemapSource[] = [
  homePage,
  contentPages,
  sectionIndexes,
  publishedPaths(listDepartmentPaths, 'monthly', 0.7),
  // The main navigation's groups that no page stands for (/academics/undergraduate): after the pages, which win.
  listPaths(listNavigationGroupPaths, 'monthly', 0.6),
  publishedPaths(listPublishedEventPaths, 'weekly', 0.6),
  listPaths(listCalendarViewPaths, 'daily', 0.5),
  publishedPaths(listPublishedProfilePaths, 'monthly', 0.5),
  publishedPaths(listVideoPaths, 'monthly', 0.4),
  publishedPaths(listPublishedPressPaths, 'monthly', 0.5),
  publishedPaths(listFeatureListPaths, 'daily', 0.5),
  publishedPaths(listFeaturePaths, 'monthly', 0.6),
  publishedPaths(listCoursePaths, 'weekly', 0.6),
  publishedPaths(listFormPaths, 'yearly', 0.3),
]

/**
 * Every source's entries, each path once (first source wins, newest date), each with a last change. The sources run one
 * after another, never side by side: on the large seed their reads' transient heaps added up to about 490 MB at once
 * (docs/decisions/0163).
 */
export async function sitemapEntries(sources: readonly SitemapSource[] = SITEMAP_SOURCES): Promise<SitemapEntry[]> {
  const byPath = new Map<string, SitemapEntry>()
  for (const source of sources)
    for (const entry of await source()) {
      const first = byPath.get(entry.path)
      if (!first) byPath.set(entry.path, entry)
      else if (entry.lastModified && (!first.lastModified || Date.parse(entry.lastModified) > Date.parse(first.lastModified)))
        byPath.set(entry.path, { ...first, lastModified: entry.lastModified })
    }
  return withLastModified([...byPath.values()], STARTED)
}
