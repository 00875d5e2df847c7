/**
 * The rules of the stories area: features, press releases, external press, newsletters and the
 * homepage (spec §2, §3, §7, §9). Pure: no I/O.
 */
import { dayjs } from './dates'
import { DEFAULT_PAGINATION_LIMIT } from './pagination'

/** spec §7 (features): the default page size of the features call. */
export const FEATURES_DEFAULT_LIMIT = 10
/** spec §9: the features list shows 12 per page. */
export const FEATURES_PAGE_SIZE = 12
/** spec §9: a feature feed shows 2 by default. */
export const FEATURE_FEED_DEFAULT_COUNT = 2
/** How many features a feature feed may be asked to show. */
export const FEATURE_FEED_MAX_COUNT = 12
/** How many related features a feature page shows. */
export const RELATED_FEATURES_COUNT = 3

/** spec §7 (features): the fields a features list sorts by; the feed sorts articleDate-DESC. */
export const FEATURE_SORT_FIELDS = ['articleDate', 'title', 'id'] as const
export type FeatureSortField = (typeof FEATURE_SORT_FIELDS)[number]
export const FEATURE_FEED_SORT = { field: 'articleDate', direction: 'DESC' } as const

/** spec §7 (press-releases): 6 by default; every release with the API's largest limit (MAX_LIMIT, 9999). */
export const PRESS_RELEASES_DEFAULT_LIMIT = 6
/** spec §7: press releases sort by date. */
export const PRESS_RELEASE_SORT_FIELDS = ['date'] as const

/** spec §7 (external-press): 10 per page, newest entry (highest id) first. */
export const EXTERNAL_PRESS_DEFAULT_LIMIT = 10
export const EXTERNAL_PRESS_SORT_FIELDS = ['id', 'date'] as const
export const EXTERNAL_PRESS_DEFAULT_SORT = { field: 'id', direction: 'DESC' } as const

/** spec §9 (pagination default limit): press releases per page on a year's page (the API's "all" limit is for clients, not for a page). */
export const PRESS_RELEASES_PAGE_SIZE = DEFAULT_PAGINATION_LIMIT
/** External press items per page on the in-the-news page. */
export const EXTERNAL_PRESS_PAGE_SIZE = 20

/** spec §2: the homepage templates. */
export const HOMEPAGE_TEMPLATES = ['ThreeFeaturedStories', 'VideoAndTwoFeaturedStories'] as const
export type HomepageTemplate = (typeof HOMEPAGE_TEMPLATES)[number]

/** spec §2: the kinds of featured story. */
export const FEATURED_STORY_KINDS = ['Story', 'Video', 'Memoriam', 'UploadedContent'] as const
export type FeaturedStoryKind = (typeof FEATURED_STORY_KINDS)[number]

/** spec §2: the homepage sections. */
export const HOMEPAGE_SECTIONS = [
  'featureFeed',
  'stats',
  'impact',
  'carousel',
  'landingStripSlideshow',
  'featuredEventsSection',
  'videoFeed',
  'notableAlumni',
] as const
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number]

/** spec §2: the video feed types. */
export const VIDEO_FEED_TYPES = ['OnlyVideos', 'TikTok'] as const

/** How many featured stories each template shows, and which of them must be a video. */
const TEMPLATE_STORIES: Record<HomepageTemplate, { count: number; videoFirst: boolean }> = {
  ThreeFeaturedStories: { count: 3, videoFirst: false },
  VideoAndTwoFeaturedStories: { count: 3, videoFirst: true },
}

/**
 * What is wrong with the featured stories for a template, or null: ThreeFeaturedStories takes
 * three stories of any kind; VideoAndTwoFeaturedStories a video first, then two stories.
 */
export function featuredStoriesProblem(template: HomepageTemplate, kinds: readonly FeaturedStoryKind[]): string | null {
  const rule = TEMPLATE_STORIES[template]
  if (kinds.length !== rule.count) return `${templateLabel(template)} needs exactly ${rule.count} featured stories (it has ${kinds.length}).`
  if (rule.videoFirst && kinds[0] !== 'Video') return `${templateLabel(template)} needs a Video as its first featured story.`
  if (rule.videoFirst && kinds.slice(1).includes('Video')) return `${templateLabel(template)} shows one video: make the second and third stories another kind.`
  return null
}

/** "ThreeFeaturedStories" → "Three featured stories". */
export function templateLabel(template: string): string {
  const words = template.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words[0]!.toUpperCase() + words.slice(1)
}

/** spec §3: the newsletters, by key; labels as the spec writes them. */
export const NEWSLETTERS = [
  { value: 'svaToday', label: 'SVA Today' },
  { value: 'now', label: 'Now' },
  { value: 'todaySummer', label: 'Today Summer' },
  { value: 'insider', label: 'Insider' },
  { value: 'calendar', label: 'Calendar' },
] as const
export type NewsletterType = (typeof NEWSLETTERS)[number]['value']

export function newsletterLabel(type: string): string {
  return NEWSLETTERS.find((newsletter) => newsletter.value === type)?.label ?? type
}

/**
 * spec §2 (subscribe): the mailing lists `/subscribe?newsletter=` chooses among, in the spec's
 * keys; the first is chosen when the query names none or one that does not exist.
 */
export const SUBSCRIBE_LISTS = [
  { key: 'svanow', title: 'Now', description: 'Stories, exhibitions and news from the college, every other week.' },
  { key: 'sva-calendar', title: 'Calendar', description: 'What is on: exhibitions, talks, screenings and open houses, every week.' },
  { key: 'continuing-education', title: 'Continuing Education', description: 'New courses and registration dates, each term.' },
] as const
export type SubscribeListKey = (typeof SUBSCRIBE_LISTS)[number]['key']

export function subscribeList(query: unknown): (typeof SUBSCRIBE_LISTS)[number] {
  const key = Array.isArray(query) ? query[0] : query
  return SUBSCRIBE_LISTS.find((list) => list.key === key) ?? SUBSCRIBE_LISTS[0]
}

/**
 * Where the proxy sends `/subscribe?newsletter=<key>` for a known key: a path of its own, so the
 * page renders with that list chosen and is cached like any page (as the calendar's views,
 * docs/decisions/0010). Null: nothing to rewrite (no key or an unknown one: the first list).
 */
export function subscribeRewrite(pathname: string, params: URLSearchParams): string | null {
  if (pathname !== SUBSCRIBE_PATH && pathname !== `${SUBSCRIBE_PATH}/`) return null
  const key = params.get('newsletter')
  return SUBSCRIBE_LISTS.some((list) => list.key === key) ? `${SUBSCRIBE_PATH}/_list/${key}` : null
}

/**
 * spec §9: a newsletter's upcoming events start the day after its date, at midnight in the
 * college's time zone (an ISO instant).
 */
export function newsletterUpcomingFrom(issueDate: string | Date, timeZone: string): string {
  return dayjs(issueDate).tz(timeZone).startOf('day').add(1, 'day').toISOString()
}

/** spec §3: a press release's year, derived from its date in the college's time zone. */
export function pressReleaseYear(date: string | Date, timeZone: string): number {
  return dayjs(date).tz(timeZone).year()
}

/** Where stories live (spec §2). */
export const FEATURES_PATH = '/features'
export const BLOG_PATH = '/blog'
export const PRESS_RELEASES_PATH = '/press-releases'
export const EXTERNAL_PRESS_PATH = '/in-the-news'
export const SUBSCRIBE_PATH = '/subscribe'

export const featurePath = (slug: string) => `${FEATURES_PATH}/${slug}`
export const pressReleasePath = (year: number, slug: string) => `${PRESS_RELEASES_PATH}/${year}/${slug}`
export const pressYearPath = (year: number) => `${PRESS_RELEASES_PATH}/${year}`
