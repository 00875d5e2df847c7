import type { Where } from 'payload'

import { isoInZone } from '@/domain/dates'
import { type Image, toImage } from '@/domain/media'
import { populated, relationIds } from '@/domain/relations'
import { listPages, newest, tally } from '@/domain/sitemap'
import type { VideoRef } from '@/domain/video-url'
import { type PlaylistType, type VideoDestination, channelPath, channelsInOrder, isUsableThumbnailUrl, playlistTypeLabel, videoPath } from '@/domain/videos'
import { channelPagePath, playlistPageSize } from '@/domain/videos'
import type { Video as VideoDoc, VideoChannel as VideoChannelDoc } from '@/payload-types'

import { cms } from './cms'
import type { ListPage, PageRequest, PublishedPath } from './list'
import { getSiteIdentity } from './site-config'

export type VideoChannel = {
  id: number
  title: string
  slug: string
  path: string
  sortOrder: number
  destination: VideoDestination
  playlistType: PlaylistType
  playlistTypeLabel: string
  description: string | null
  externalUrl: string | null
}

export type VideoSummary = {
  id: number
  title: string
  slug: string
  /** The video's page under the channel it is listed in (its first channel elsewhere), or null when it has none. */
  path: string | null
  url: string
  provider: VideoRef['provider'] | null
  videoId: string | null
  /** ISO 8601 with the college's offset. */
  publishedAtOnYoutube: string
  /** Its length, when staff entered it. */
  durationSeconds: number | null
  channels: { id: number; title: string; slug: string }[]
  /** An uploaded thumbnail, served by the site. */
  image: Image | null
  /** Otherwise the one looked up from YouTube or Vimeo, stored with the video (spec §7). */
  thumbnailUrl: string | null
  /** Whichever of the two there is: the address a client shows. */
  thumbnail: string | null
  description: string | null
  published: boolean
}

export type VideoSort = { field: 'publishedAtOnYoutube' | 'title'; direction: 'ASC' | 'DESC' }
export type VideoQuery = {
  /** In some channel (true) or in none (false). */
  hasAnyChannel?: boolean
  /** In any of these channels, by id or by slug. */
  channelIds?: number[]
  channelSlugs?: string[]
  sort?: VideoSort
}
export type ChannelQuery = { destination?: string; playlistType?: string; sort?: { field: 'sortOrder' | 'title'; direction: 'ASC' | 'DESC' } }

function toChannel(doc: VideoChannelDoc): VideoChannel {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: channelPath(doc.slug),
    sortOrder: doc.sortOrder,
    destination: doc.destination,
    playlistType: doc.playlistType,
    playlistTypeLabel: playlistTypeLabel(doc.playlistType),
    description: doc.description?.trim() || null,
    externalUrl: doc.externalUrl ?? null,
  }
}

function toVideo(doc: VideoDoc, timeZone: string, listedIn?: { slug: string }): VideoSummary {
  const channels = channelsInOrder(populated<VideoChannelDoc>(doc.channels)).map(({ id, title, slug }) => ({ id, title, slug }))
  const home = listedIn ?? channels[0]
  const image = toImage(doc.thumbnail)
  const thumbnailUrl = isUsableThumbnailUrl(doc.thumbnailUrl) ? doc.thumbnailUrl : null
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: home ? videoPath(home.slug, doc.slug) : null,
    url: doc.url,
    provider: doc.provider ?? null,
    videoId: doc.videoId ?? null,
    publishedAtOnYoutube: isoInZone(doc.publishedAtOnYoutube, timeZone),
    durationSeconds: doc.durationSeconds ?? null,
    channels,
    image,
    thumbnailUrl,
    thumbnail: image?.url ?? thumbnailUrl,
    description: doc.description?.trim() || null,
    published: Boolean(doc.published),
  }
}

function videoWhere(query: VideoQuery): Where {
  const and: Where[] = [{ published: { equals: true } }]
  if (query.hasAnyChannel !== undefined) and.push({ channels: { exists: query.hasAnyChannel } })
  const byId: Where[] = query.channelIds?.length ? [{ channels: { in: query.channelIds } }] : []
  const bySlug: Where[] = query.channelSlugs?.length ? [{ 'channels.slug': { in: query.channelSlugs } }] : []
  const channels = [...byId, ...bySlug]
  if (channels.length) and.push(channels.length === 1 ? channels[0]! : { or: channels })
  return { and }
}

const DEFAULT_VIDEO_SORT: VideoSort = { field: 'publishedAtOnYoutube', direction: 'DESC' }

/** spec §7 (videos): published videos, newest on YouTube first unless asked otherwise. */
export async function listVideos(query: VideoQuery, request: PageRequest, listedIn?: { slug: string }): Promise<ListPage<VideoSummary>> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const sort = query.sort ?? DEFAULT_VIDEO_SORT
  const direction = sort.direction === 'DESC' ? '-' : ''
  const result = await payload.find({
    collection: 'videos',
    overrideAccess: false,
    depth: 1,
    where: videoWhere(query),
    // The id breaks ties, so videos published together keep one order across pages.
    sort: [`${direction}${sort.field}`, `${direction}id`],
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map((doc) => toVideo(doc, timeZone, listedIn)), total: result.totalDocs, page: request.page, limit: request.limit }
}

/** spec §7 (video-channels): channels in their sort order. */
export async function listVideoChannels(query: ChannelQuery, request: PageRequest): Promise<ListPage<VideoChannel>> {
  const payload = await cms()
  const and: Where[] = []
  if (query.destination) and.push({ destination: { equals: query.destination } })
  if (query.playlistType) and.push({ playlistType: { equals: query.playlistType } })
  const sort = query.sort ?? { field: 'sortOrder', direction: 'ASC' }
  const direction = sort.direction === 'DESC' ? '-' : ''
  const result = await payload.find({
    collection: 'video-channels',
    overrideAccess: false,
    depth: 0,
    where: { and },
    sort: [`${direction}${sort.field}`, `${direction}id`],
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map(toChannel), total: result.totalDocs, page: request.page, limit: request.limit }
}

/** Every video channel in staff's order. */
export async function allChannels(): Promise<VideoChannel[]> {
  const payload = await cms()
  const result = await payload.find({ collection: 'video-channels', overrideAccess: false, depth: 0, pagination: false, sort: ['sortOrder', 'id'] })
  return result.docs.map(toChannel)
}

/** A published video of the channel by its slug, or null. */
export async function findVideoInChannel(channel: VideoChannel, slug: string): Promise<VideoSummary | null> {
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const { docs } = await payload.find({
    collection: 'videos',
    overrideAccess: false,
    depth: 1,
    limit: 1,
    where: { and: [{ slug: { equals: slug } }, { channels: { in: [channel.id] } }, { published: { equals: true } }] },
  })
  return docs[0] ? toVideo(docs[0], timeZone, channel) : null
}

/** How many videos come before this one in its channel's playlist (newest first, then by id). */
export async function playlistPosition(channel: VideoChannel, video: VideoSummary): Promise<number> {
  const payload = await cms()
  const at = new Date(video.publishedAtOnYoutube).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'videos',
    overrideAccess: false,
    where: {
      and: [
        videoWhere({ channelIds: [channel.id] }),
        { or: [{ publishedAtOnYoutube: { greater_than: at } }, { and: [{ publishedAtOnYoutube: { equals: at } }, { id: { greater_than: video.id } }] }] },
      ],
    },
  })
  return totalDocs
}

/** Every page of each channel's playlist and every published video's own address, with when it last changed (for the sitemap). */
export async function listVideoPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const [channels, videos] = await Promise.all([
    payload.find({
      collection: 'video-channels',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: ['sortOrder', 'id'],
      select: { slug: true, sortOrder: true, playlistType: true, updatedAt: true },
    }),
    payload.find({
      collection: 'videos',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { slug: true, channels: true, updatedAt: true },
      where: videoWhere({}),
    }),
  ])
  // A video's own page is under its first channel in the channels' order, as toVideo names it.
  const inOrder = channelsInOrder(channels.docs)
  const channelOrder = new Map(inOrder.map((doc, index) => [doc.id, index]))
  const playlists = tally(videos.docs.map((doc) => ({ keys: relationIds(doc.channels), updatedAt: doc.updatedAt })))
  return [
    ...channels.docs.flatMap((doc) => {
      const { count = 0, updatedAt } = playlists.get(doc.id) ?? {}
      // A top-5 playlist has one page.
      const shown = doc.playlistType === 'top5' ? Math.min(count, playlistPageSize('top5')) : count
      return listPages((page) => channelPagePath(doc.slug, page), shown, playlistPageSize(doc.playlistType), newest([doc.updatedAt, updatedAt])!)
    }),
    ...videos.docs.flatMap((doc) => {
      const ids = relationIds(doc.channels).filter((id) => channelOrder.has(id))
      const home = ids.sort((a, b) => channelOrder.get(a)! - channelOrder.get(b)!)[0]
      return home === undefined ? [] : [{ path: videoPath(inOrder[channelOrder.get(home)!]!.slug, doc.slug), updatedAt: doc.updatedAt }]
    }),
  ]
}

/** Published videos by id, in the order asked (ids of videos that are not published are left out). */
export async function findVideosByIds(ids: readonly number[]): Promise<VideoSummary[]> {
  if (ids.length === 0) return []
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const { docs } = await payload.find({
    collection: 'videos',
    overrideAccess: false,
    depth: 1,
    pagination: false,
    where: { and: [{ id: { in: [...ids] } }, videoWhere({})] },
  })
  const byId = new Map(docs.map((doc) => [doc.id, toVideo(doc, timeZone)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
