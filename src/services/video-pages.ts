import { cache } from 'react'

import { NUMBERED_PAGINATION_LINKS, type PagedList, pagedList, parsePageNumber } from '@/domain/pagination'
import { SLUG_PATTERN } from '@/domain/slug'
import { VIDEOS_DEFAULT_LIMIT, VIDEOS_PATH, channelPagePath, playlistPageOf, playlistPageSize, videoPath } from '@/domain/videos'

import type { PageMeta } from './metadata'
import { type SiteIdentity, getSiteIdentity } from './site-config'
import { type VideoChannel, type VideoSummary, allChannels, findVideoInChannel, listVideos, playlistPosition } from './videos'

export type ChannelShelf = { channel: VideoChannel; latest: VideoSummary[]; total: number }

/** What the three video routes show (spec §2: their videos-data middleware), from one loader. */
export type VideosPageView = { channels: VideoChannel[]; identity: SiteIdentity; meta: PageMeta } & (
  | { kind: 'index'; shelves: ChannelShelf[] }
  | { kind: 'channel'; channel: VideoChannel; playlist: PagedList<VideoSummary> }
  | { kind: 'video'; channel: VideoChannel; video: VideoSummary; playlist: PagedList<VideoSummary> }
)

/** A video route's address as written: the channel, the video and the playlist page, each a path segment. */
export type VideosRoute = { channel?: string; video?: string; page?: string }

async function playlistPage(channel: VideoChannel, page: number) {
  const list = await listVideos({ channelIds: [channel.id] }, { page, limit: playlistPageSize(channel.playlistType) }, channel)
  return pagedList(list, NUMBERED_PAGINATION_LINKS)
}

/** The view of a video route, or null when its channel, video or playlist page does not exist (404). */
export const videosPage = cache(async (route: VideosRoute): Promise<VideosPageView | null> => {
  const page = route.page === undefined ? 1 : parsePageNumber(route.page)
  if (page === null || [route.channel, route.video].some((segment) => segment !== undefined && !SLUG_PATTERN.test(segment))) return null
  const [channels, identity] = await Promise.all([allChannels(), getSiteIdentity()])
  if (!route.channel) {
    const shelves = await Promise.all(
      channels.map(async (channel) => {
        const latest = await listVideos({ channelIds: [channel.id] }, { page: 1, limit: VIDEOS_DEFAULT_LIMIT }, channel)
        return { channel, latest: latest.items, total: latest.total }
      }),
    )
    const meta = { title: 'Videos', description: `Studio visits, thesis films, lectures and streams from ${identity.collegeName}.`, path: VIDEOS_PATH }
    return { kind: 'index', channels, identity, meta, shelves }
  }
  const channel = channels.find((candidate) => candidate.slug === route.channel)
  if (!channel) return null
  if (!route.video) {
    // A top-5 playlist has one page.
    if (channel.playlistType === 'top5' && page > 1) return null
    const playlist = await playlistPage(channel, page)
    if (page > 1 && playlist.items.length === 0) return null
    const meta =
      page === 1
        ? { title: channel.title, description: channel.description, path: channel.path, image: playlist.items[0]?.image }
        : { title: `${channel.title}, page ${page}`, description: channel.description, path: channelPagePath(channel.slug, page) }
    return { kind: 'channel', channels, identity, meta, channel, playlist }
  }
  const video = await findVideoInChannel(channel, route.video)
  if (!video) return null
  const position = await playlistPosition(channel, video)
  const playlist = await playlistPage(channel, channel.playlistType === 'top5' ? 1 : playlistPageOf(position, channel.playlistType))
  // One canonical address, under its first channel (as the sitemap lists it), whichever channel's copy this is.
  const home = video.channels[0]
  const meta = { title: video.title, description: video.description, path: home ? videoPath(home.slug, video.slug) : channel.path, image: video.image }
  return { kind: 'video', channels, identity, meta, channel, video, playlist }
})
