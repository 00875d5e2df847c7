import { describe, expect, it } from 'vitest'

import {
  isoDuration,
  PLAYLIST_TYPES,
  VIDEOS_DEFAULT_LIMIT,
  VIDEO_CHANNELS_LIMIT,
  VIDEO_DESTINATIONS,
  VIDEO_PLAYLIST_PAGE_SIZE,
  channelPagePath,
  isUsableThumbnailUrl,
  playlistPageOf,
  playlistPageSize,
  channelsInOrder,
  videoPath,
  vimeoOembedUrl,
  youtubeThumbnailUrls,
} from './videos'

describe('video constants', () => {
  // spec §9: video playlist 12 per page
  it('shows 12 videos a playlist page', () => {
    expect(VIDEO_PLAYLIST_PAGE_SIZE).toBe(12)
  })

  // spec §7: videos limit 5, video-channels limit 100
  it('uses the limits the site sends', () => {
    expect(VIDEOS_DEFAULT_LIMIT).toBe(5)
    expect(VIDEO_CHANNELS_LIMIT).toBe(100)
  })

  // spec §3: destinations Youtube, Vimeo; playlist types channel, top5, liveFeed, showcase
  it('knows the destinations and playlist types of spec §3', () => {
    expect(VIDEO_DESTINATIONS.map((d) => d.value)).toEqual(['Youtube', 'Vimeo'])
    expect(PLAYLIST_TYPES.map((t) => t.value)).toEqual(['channel', 'top5', 'liveFeed', 'showcase'])
  })
})

describe('playlist pages', () => {
  it('pages 12 at a time, a top 5 as one page of five', () => {
    expect(playlistPageSize('channel')).toBe(12)
    expect(playlistPageSize('top5')).toBe(5)
    expect(playlistPageOf(0, 'channel')).toBe(1)
    expect(playlistPageOf(11, 'channel')).toBe(1)
    expect(playlistPageOf(12, 'showcase')).toBe(2)
    expect(playlistPageOf(-1, 'channel')).toBe(1)
  })

  it('builds the addresses of spec §2', () => {
    expect(videoPath('studio-visits', 'ana-at-work')).toBe('/videos/studio-visits/ana-at-work')
    expect(channelPagePath('studio-visits', 1)).toBe('/videos/studio-visits')
    expect(channelPagePath('studio-visits', 3)).toBe('/videos/studio-visits/page/3')
  })
})

// spec §7: HEAD for a video thumbnail (maxresdefault, fall back to hqdefault on 404); oEmbed thumbnail_url
describe('thumbnail look-ups', () => {
  it('tries maxresdefault, then hqdefault, on the configured host', () => {
    expect(youtubeThumbnailUrls('dQw4w9WgXcQ', 'http://127.0.0.1:4000/')).toEqual([
      'http://127.0.0.1:4000/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      'http://127.0.0.1:4000/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ])
  })

  it('asks oEmbed about the video’s Vimeo address', () => {
    expect(vimeoOembedUrl({ provider: 'vimeo', id: '76979871' }, 'https://vimeo.com/api/oembed.json')).toBe(
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871',
    )
  })

  it.each([
    ['https://i.vimeocdn.com/video/1_640.jpg', true],
    ['http://127.0.0.1:9/x.jpg', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['/relative.jpg', false],
    [42, false],
    [`https://x.example/${'a'.repeat(3000)}`, false],
  ])('keeps %j as a thumbnail: %s', (value, usable) => {
    expect(isUsableThumbnailUrl(value)).toBe(usable)
  })
})

describe('channelsInOrder', () => {
  it('puts channels in their sort order, then by id: the first is a video’s home', () => {
    const channels = [
      { id: 3, sortOrder: 2, playlistType: 'playlist' },
      { id: 2, sortOrder: 1, playlistType: null },
      { id: 1, sortOrder: 2, playlistType: 'playlist' },
    ]
    expect(channelsInOrder(channels).map((channel) => channel.id)).toEqual([2, 1, 3])
    expect(channels[0]!.id).toBe(3)
  })

  // A top 5 shows five of its videos; a video's page under it would be linked from nowhere.
  it('puts a top 5 after the playlists that list every video, whatever its sort order', () => {
    const channels = [
      { id: 1, sortOrder: 0, playlistType: 'top5' },
      { id: 2, sortOrder: 5, playlistType: 'playlist' },
    ]
    expect(channelsInOrder(channels).map((channel) => channel.id)).toEqual([2, 1])
    expect(channelsInOrder([channels[0]!]).map((channel) => channel.id)).toEqual([1])
  })
})

describe('a video’s length in structured data', () => {
  it('is written in ISO 8601', () => {
    expect(isoDuration(245)).toBe('PT4M5S')
    expect(isoDuration(3600)).toBe('PT1H')
    expect(isoDuration(3725)).toBe('PT1H2M5S')
    expect(isoDuration(59)).toBe('PT59S')
    expect(isoDuration(0)).toBe('PT0S')
  })
})
