/** The rules of the home page (spec §2 templates and featured stories, §7 homepage/preview). Pure. */
import { dayjs } from './dates'

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

/** What is wrong with the featured stories for a template, or null: three stories, or a video then two stories. */
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

/** spec §2: the layout once unpublished stories drop out: video-and-two only while the first story is the video, so no hole shows. */
export function featuredStoriesLayout(template: HomepageTemplate, kinds: readonly FeaturedStoryKind[]): HomepageTemplate {
  return template === 'VideoAndTwoFeaturedStories' && kinds[0] === 'Video' ? 'VideoAndTwoFeaturedStories' : 'ThreeFeaturedStories'
}

/** The line above a featured story's title when staff set none. */
export function featuredStoryKicker(kind: FeaturedStoryKind, department: string | null): string | null {
  if (kind === 'Memoriam') return 'In memoriam'
  if (kind === 'Video') return 'Watch'
  if (kind === 'Story') return department ?? 'Story'
  return null
}

/** spec §7 (homepage/preview): the day a preview shows the home page as on, written YYYY-MM-DD. */
const PREVIEW_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const PREVIEW_DATE_MESSAGE = 'must be a date written YYYY-MM-DD, e.g. 2026-11-23'

/** A real calendar date in YYYY-MM-DD (no 30 February), or null. */
export function parsePreviewDate(value: unknown): string | null {
  if (typeof value !== 'string' || !PREVIEW_DATE_PATTERN.test(value)) return null
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return null
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day >= 1 && day <= daysInMonth ? value : null
}

/** spec §7 (homepage/preview): "as on that day" in the college's time zone, from its first instant to its last. */
export function previewDay(date: string, timeZone: string): { start: Date; end: Date } {
  const start = dayjs.tz(date, timeZone).startOf('day')
  return { start: start.toDate(), end: start.endOf('day').toDate() }
}
