import { listIndexablePages } from './pages'

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

export const SITEMAP_SOURCES: SitemapSource[] = [homePage, contentPages]

/** Every source's entries, each path once (the first source to name it wins). */
export async function sitemapEntries(sources: readonly SitemapSource[] = SITEMAP_SOURCES): Promise<SitemapEntry[]> {
  const lists = await Promise.all(sources.map((source) => source()))
  const seen = new Set<string>()
  return lists.flat().filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)))
}
