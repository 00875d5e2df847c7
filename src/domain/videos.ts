/** Video rules of spec §3, §7 and §9 that do not depend on the CMS. */
import type { VideoRef } from './video-url'

/** spec §9: the playlist shows 12 videos a page. */
export const VIDEO_PLAYLIST_PAGE_SIZE = 12
/** spec §7: GET /api/v1/videos sends limit 5 (a channel's latest on the videos page). */
export const VIDEOS_DEFAULT_LIMIT = 5
/** spec §7: GET /api/v1/video-channels sends limit 100. */
export const VIDEO_CHANNELS_LIMIT = 100

/** spec §3: a channel's destination. */
export const VIDEO_DESTINATIONS = [
  { value: 'Youtube', label: 'YouTube' },
  { value: 'Vimeo', label: 'Vimeo' },
] as const
export type VideoDestination = (typeof VIDEO_DESTINATIONS)[number]['value']

/** spec §3: playlist types, and how each one shows its videos. */
export const PLAYLIST_TYPES = [
  { value: 'channel', label: 'Channel', description: 'Every video, newest first, 12 a page.' },
  { value: 'top5', label: 'Top 5', description: 'Five videos, ranked.' },
  { value: 'liveFeed', label: 'Live feed', description: 'The newest video leads, the rest follow, newest first.' },
  { value: 'showcase', label: 'Showcase', description: 'A gallery of large thumbnails, 12 a page.' },
] as const
export type PlaylistType = (typeof PLAYLIST_TYPES)[number]['value']

/** A top-5 playlist shows this many videos and no pages. */
const TOP_PLAYLIST_SIZE = 5

/** spec §7: the sorts of the videos list; publishedAtOnYoutube DESC unless asked otherwise. */
export const VIDEO_SORT_FIELDS = ['publishedAtOnYoutube', 'title'] as const
export const VIDEO_CHANNEL_SORT_FIELDS = ['sortOrder', 'title'] as const

export function playlistTypeLabel(type: string): string {
  return PLAYLIST_TYPES.find((entry) => entry.value === type)?.label ?? type
}

/** How many videos one page of a playlist holds: a top-5 list is one page of five. */
export function playlistPageSize(type: PlaylistType): number {
  return type === 'top5' ? TOP_PLAYLIST_SIZE : VIDEO_PLAYLIST_PAGE_SIZE
}

/** The page of a playlist that holds the video at this position (0-based) in it. */
export function playlistPageOf(position: number, type: PlaylistType): number {
  return position < 0 ? 1 : Math.floor(position / playlistPageSize(type)) + 1
}

/** spec §2: /videos, /videos/{channel}, /videos/{channel}/{individual}; further pages of a playlist below the channel. */
export const VIDEOS_PATH = '/videos'
export const channelPath = (channelSlug: string) => `${VIDEOS_PATH}/${channelSlug}`
export const videoPath = (channelSlug: string, videoSlug: string) => `${VIDEOS_PATH}/${channelSlug}/${videoSlug}`
export const channelPagePath = (channelSlug: string, page: number) => (page <= 1 ? channelPath(channelSlug) : `${VIDEOS_PATH}/${channelSlug}/page/${page}`)

/** spec §7: YouTube's thumbnail: HEAD maxresdefault, then hqdefault on 404. `base` is the image host (a fake server in tests). */
const YOUTUBE_THUMBNAIL_NAMES = ['maxresdefault', 'hqdefault'] as const

export function youtubeThumbnailUrls(id: string, base: string): string[] {
  const root = base.replace(/\/+$/, '')
  return YOUTUBE_THUMBNAIL_NAMES.map((name) => `${root}/vi/${encodeURIComponent(id)}/${name}.jpg`)
}

/** spec §7: the oEmbed address that answers a Vimeo video's thumbnail_url. */
export function vimeoOembedUrl(video: VideoRef, endpoint: string): string {
  const url = new URL(endpoint)
  url.searchParams.set('url', `https://vimeo.com/${video.id}`)
  return url.toString()
}

/** A thumbnail URL from a look-up is kept only when it is a plain web address. */
export function isUsableThumbnailUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A video's page is under its first channel: full playlists before a top 5, whose pages would go unlinked (docs/decisions/0072); then order, id. */
export function channelsInOrder<C extends { id: number; sortOrder: number; playlistType: string | null | undefined }>(channels: readonly C[]): C[] {
  const top5 = (channel: C) => (channel.playlistType === 'top5' ? 1 : 0)
  return [...channels].sort((a, b) => top5(a) - top5(b) || a.sortOrder - b.sortOrder || a.id - b.id)
}

/** A video's length as schema.org's `duration` writes it (ISO 8601): 245 seconds is PT4M5S. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60]
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || whole === 0 ? `${rest}S` : ''}`
}
