/** The addresses of the features list, its filters and pages, of a feature and of the blog (spec §2; docs/decisions/0040). Pure. */
import { parsePageNumber } from './pagination'
import { isSlugPath, SLUG_PATTERN } from './slug'

/** Where stories live (spec §2): the features list and a feature, the blog. */
export const FEATURES_PATH = '/features'
const BLOG_PATH = '/blog'
export const featurePath = (slug: string) => `${FEATURES_PATH}/${slug}`

/** First segments under /features that belong to the list: no feature's slug may start with one, so the paths never collide. */
export const RESERVED_FEATURE_SLUG_STARTS = ['department', 'tag', 'page'] as const

/** True when a feature slug would hide behind a list address (its first segment is reserved). */
export function isReservedFeatureSlug(slug: string): boolean {
  return (RESERVED_FEATURE_SLUG_STARTS as readonly string[]).includes(slug.split('/')[0] ?? '')
}

export type FeatureFilter = { by: 'department' | 'tag'; slug: string }

/** What an address under /features shows. */
export type FeaturesRoute = { kind: 'list'; filter: FeatureFilter | null; page: number; pageInPath: boolean } | { kind: 'feature'; slug: string }

/** `[…, 'page', n]` at the end of a list address: the page, or null when the tail is anything else. */
function listTail(rest: readonly string[]): { page: number; pageInPath: boolean } | null {
  if (rest.length === 0) return { page: 1, pageInPath: false }
  if (rest.length === 2 && rest[0] === 'page') {
    const page = parsePageNumber(rest[1])
    return page === null ? null : { page, pageInPath: true }
  }
  return null
}

/** The segments after /features: the list, a further page, a filtered list (and its pages), or a feature at any depth. Null: 404. */
export function parseFeaturesPath(segments: readonly string[]): FeaturesRoute | null {
  const [first, second, ...rest] = segments
  if (first === undefined) return { kind: 'list', filter: null, page: 1, pageInPath: false }
  if (first === 'page') {
    const tail = listTail(segments)
    return tail && { kind: 'list', filter: null, ...tail }
  }
  if (first === 'department' || first === 'tag') {
    if (second === undefined || !SLUG_PATTERN.test(second)) return null
    const tail = listTail(rest)
    return tail && { kind: 'list', filter: { by: first, slug: second }, ...tail }
  }
  const slug = segments.join('/')
  return isSlugPath(slug) ? { kind: 'feature', slug } : null
}

/** The address of a features list: all stories or one department's or tag's, page 1 or further. */
export function featuresListPath(filter: FeatureFilter | null, page = 1): string {
  const base = filter ? `${FEATURES_PATH}/${filter.by}/${filter.slug}` : FEATURES_PATH
  return page > 1 ? `${base}/page/${page}` : base
}

/** What an address under /blog shows: the story feed, of one department or of all, a page of it. */
export type BlogRoute = { department: string | null; page: number; pageInPath: boolean }

/** The segments after /blog: the feed, its pages, one department's feed and its pages. Null: 404. */
export function parseBlogPath(segments: readonly string[]): BlogRoute | null {
  const [first, ...rest] = segments
  if (first === undefined) return { department: null, page: 1, pageInPath: false }
  if (first === 'page' && rest.length === 1) {
    const page = parsePageNumber(rest[0])
    return page === null ? null : { department: null, page, pageInPath: true }
  }
  if (!SLUG_PATTERN.test(first)) return null
  const tail = listTail(rest)
  return tail && { department: first, ...tail }
}

export function blogPath(department: string | null, page = 1): string {
  const base = department ? `${BLOG_PATH}/${department}` : BLOG_PATH
  return page > 1 ? `${base}/page/${page}` : base
}

/** How many stories the RSS feed carries, newest first. */
export const FEATURES_RSS_COUNT = 20
export const FEATURES_RSS_PATH = `${FEATURES_PATH}/rss.xml`

/** How many topics the features filter offers: the most used, so hundreds of tags keep a short list. */
export const FEATURE_FILTER_TOPICS_SHOWN = 40

/** The `count` most used options (ties by title), shown by title. */
export function mostUsed<T extends { title: string; count: number }>(options: readonly T[], count: number): T[] {
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title)
  return [...options]
    .sort((a, b) => b.count - a.count || byTitle(a, b))
    .slice(0, count)
    .sort(byTitle)
}
