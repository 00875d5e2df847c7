import { z } from 'zod'

import { SLUG_PATTERN } from '@/domain/slug'
import { PLAYLIST_TYPES, VIDEOS_DEFAULT_LIMIT, VIDEO_CHANNELS_LIMIT, VIDEO_CHANNEL_SORT_FIELDS, VIDEO_DESTINATIONS, VIDEO_SORT_FIELDS } from '@/domain/videos'

import { defineEndpoints } from '../endpoint'
import { type DocumentName, booleanFlag, idOrNameList, limit, page, publishedOnly, sortBy } from '../query'

const CHANNEL_NAME: DocumentName = { label: 'channel slug', pattern: SLUG_PATTERN, example: 'studio-visits' }

export const videoEndpoints = defineEndpoints({
  videos: {
    method: 'GET',
    path: '/api/v1/videos',
    group: 'Videos',
    summary: 'Published videos, newest on YouTube or Vimeo first',
    query: z.strictObject({
      filters: z
        .strictObject({
          // spec §3, §7: hasAnyChannel is the video's yes or no (in some channel); which channels is filters[channels] (docs/decisions/0109).
          hasAnyChannel: booleanFlag().optional(),
          channels: idOrNameList(CHANNEL_NAME).optional(),
          published: publishedOnly('videos').optional(),
        })
        .optional(),
      page: page(),
      limit: limit(VIDEOS_DEFAULT_LIMIT),
      sortBy: sortBy(VIDEO_SORT_FIELDS).optional(),
    }),
    returns:
      'The list envelope of videos (id, title, slug, path, url, provider, videoId, publishedAtOnYoutube, channels, thumbnail, description). filters[hasAnyChannel]=true keeps videos listed in some channel (false: in none); filters[channels] keeps videos in any of those channels, by id or slug; sortBy defaults to publishedAtOnYoutube-DESC.',
  },
  videoChannels: {
    method: 'GET',
    path: '/api/v1/video-channels',
    group: 'Videos',
    summary: 'Video channels in their sort order',
    query: z.strictObject({
      filters: z
        .strictObject({
          destination: z.enum(VIDEO_DESTINATIONS.map((d) => d.value) as [string, ...string[]], { error: 'must be Youtube or Vimeo' }).optional(),
          playlistType: z
            .enum(PLAYLIST_TYPES.map((t) => t.value) as [string, ...string[]], { error: 'must be channel, top5, liveFeed or showcase' })
            .optional(),
        })
        .optional(),
      page: page(),
      limit: limit(VIDEO_CHANNELS_LIMIT),
      sortBy: sortBy(VIDEO_CHANNEL_SORT_FIELDS).optional(),
    }),
    returns:
      'The list envelope of channels (id, title, slug, path, sortOrder, destination, playlistType, description, externalUrl); sortBy defaults to sortOrder-ASC.',
  },
})
