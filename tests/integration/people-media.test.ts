import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as buildings } from '@/app/api/v1/buildings/route'
import { GET as libraryHours } from '@/app/api/v1/libcal/hours/[libraryIds]/route'
import { GET as locations } from '@/app/api/v1/locations/route'
import { GET as videoChannels } from '@/app/api/v1/video-channels/route'
import { GET as videos } from '@/app/api/v1/videos/route'
import { LIBRARY_IDS, MAX_HOURS_RANGE_DAYS, addDays } from '@/domain/library-hours'
import { LOCATION_CARD_VIEWS } from '@/domain/places'
import { VIDEOS_DEFAULT_LIMIT, VIDEO_CHANNELS_LIMIT, VIDEO_PLAYLIST_PAGE_SIZE } from '@/domain/videos'
import { reloadEnv } from '@/env'
import { videoCount } from '@/seed/people'
import { collegeToday } from '@/services/library-hours'
import { videosPage } from '@/services/video-pages'

import { call, seededPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await seededPayload())
})

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string }
type FakeServer = { base: string; requests: Recorded[]; close: () => Promise<void> }

/** A fake of a third-party service on 127.0.0.1, answering with `handler` and recording every request. */
async function fakeServer(handler: (request: Recorded, response: ServerResponse) => void): Promise<FakeServer> {
  const requests: Recorded[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body }
      requests.push(recorded)
      handler(recorded, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const ENV_KEYS = [
  'YOUTUBE_IMAGE_BASE_URL',
  'VIMEO_OEMBED_URL',
  'VIDEO_LOOKUP_TIMEOUT_MS',
  'LIBCAL_BASE_URL',
  'LIBCAL_CLIENT_ID',
  'LIBCAL_CLIENT_SECRET',
  'LIBCAL_TIMEOUT_MS',
]
const servers: FakeServer[] = []
afterEach(async () => {
  for (const key of ENV_KEYS) delete process.env[key]
  reloadEnv()
  while (servers.length) await servers.pop()!.close()
})
afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key]
  reloadEnv()
})

type VideoItem = {
  id: number
  title: string
  slug: string
  path: string
  publishedAtOnYoutube: string
  channels: { id: number }[]
  thumbnail: string | null
  provider: string
  videoId: string
}
type ChannelItem = { id: number; title: string; slug: string; sortOrder: number; destination: string; playlistType: string }

async function channelList(): Promise<ChannelItem[]> {
  return (await call(videoChannels, '/api/v1/video-channels')).body.items
}

describe('the video seed', () => {
  it('holds 6 channels and 120 videos with thumbnails, some unpublished', async () => {
    expect(await channelList()).toHaveLength(6)
    const all = await payload.find({ collection: 'videos', pagination: false, depth: 0 })
    expect(all.docs).toHaveLength(videoCount(1))
    expect(videoCount(1)).toBe(120)
    expect(videoCount(10)).toBeGreaterThanOrEqual(2000)
    expect(all.docs.every((video) => video.thumbnail)).toBe(true)
    expect(all.docs.some((video) => !video.published)).toBe(true)
  })
})

describe('GET /api/v1/videos', () => {
  // spec §7: videos: page 1, sort publishedAtOnYoutube desc, limit 5, filters hasAnyChannel, published
  it('answers five published videos, newest first, by default', async () => {
    const published = (await payload.count({ collection: 'videos', where: { published: { equals: true } } })).totalDocs
    const { status, body } = await call(videos, '/api/v1/videos?filters[published]=true')
    expect(status).toBe(200)
    expect(VIDEOS_DEFAULT_LIMIT).toBe(5)
    expect(body.items).toHaveLength(5)
    expect(body).toMatchObject({ total: published, currentPage: 1, nrOfPages: Math.ceil(published / 5) })
    const dates = body.items.map((v: VideoItem) => Date.parse(v.publishedAtOnYoutube))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(body.items[0].publishedAtOnYoutube).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
  })

  it('never lists an unpublished video', async () => {
    const hidden = (await payload.find({ collection: 'videos', where: { published: { equals: false } }, pagination: false, depth: 0 })).docs.map((v) => v.id)
    const all = (await call(videos, '/api/v1/videos?limit=9999')).body.items.map((v: VideoItem) => v.id)
    expect(hidden.length).toBeGreaterThan(0)
    for (const id of hidden) expect(all).not.toContain(id)
    const publicFind = await payload.find({ collection: 'videos', overrideAccess: false, where: { id: { in: hidden } } })
    expect(publicFind.docs).toHaveLength(0)
  })

  it('filters by any of several channels, by id or slug', async () => {
    const [first, second] = await channelList()
    const one = (await call(videos, `/api/v1/videos?filters[channels]=${first!.id}&limit=9999`)).body
    expect(one.items.every((v: VideoItem) => v.channels.some((c) => c.id === first!.id))).toBe(true)
    expect(one.items.every((v: VideoItem) => v.path.startsWith(`/videos/${first!.slug}/`))).toBe(true)
    const both = (await call(videos, `/api/v1/videos?filters[channels][]=${first!.id}&filters[channels][]=${second!.id}&limit=9999`)).body
    expect(both.items.every((v: VideoItem) => v.channels.some((c) => c.id === first!.id || c.id === second!.id))).toBe(true)
    expect(both.total).toBeGreaterThan(one.total)
    expect(new Set(both.items.map((v: VideoItem) => v.id)).size).toBe(both.items.length)
    const bySlug = (await call(videos, `/api/v1/videos?filters[channels]=${first!.slug}&limit=9999`)).body
    expect(bySlug.items.map((v: VideoItem) => v.id)).toEqual(one.items.map((v: VideoItem) => v.id))
    const mixed = (await call(videos, `/api/v1/videos?filters[channels][]=${first!.slug}&filters[channels][]=${second!.id}&limit=9999`)).body
    expect(mixed.total).toBe(both.total)
  })

  // spec §3, §7: hasAnyChannel is a yes or no of the video, and the site's call sends true.
  it('answers the spec call filters[hasAnyChannel]=true with videos in some channel only', async () => {
    const loose = await payload.create({
      collection: 'videos',
      // A thumbnail of its own, so saving looks nothing up outside.
      data: {
        title: 'In no channel',
        slug: 'in-no-channel',
        url: 'https://vimeo.com/76979871',
        thumbnailUrl: 'https://example.org/thumbnail.jpg',
        publishedAtOnYoutube: '2099-01-01T00:00:00Z',
        published: true,
      },
    })
    try {
      const { status, body } = await call(
        videos,
        '/api/v1/videos?page=1&sortBy=publishedAtOnYoutube-DESC&limit=5&filters[hasAnyChannel]=true&filters[published]=true',
      )
      expect(status).toBe(200)
      expect(body.items).toHaveLength(5)
      expect(body.items.every((v: VideoItem) => v.channels.length > 0)).toBe(true)
      const all = (await call(videos, '/api/v1/videos?limit=9999')).body
      expect(all.items.map((v: VideoItem) => v.id)).toContain(loose.id)
      const inSome = (await call(videos, '/api/v1/videos?filters[hasAnyChannel]=true&limit=9999')).body
      const inNone = (await call(videos, '/api/v1/videos?filters[hasAnyChannel]=false&limit=9999')).body
      expect(inNone.items.map((v: VideoItem) => v.id)).toEqual([loose.id])
      expect(inSome.total + inNone.total).toBe(all.total)
    } finally {
      await payload.delete({ collection: 'videos', id: loose.id })
    }
  })

  it('sorts oldest first or by title on request, and pages without gaps', async () => {
    const asc = (await call(videos, '/api/v1/videos?sortBy=publishedAtOnYoutube-ASC&limit=30')).body.items.map((v: VideoItem) =>
      Date.parse(v.publishedAtOnYoutube),
    )
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const titles = (await call(videos, '/api/v1/videos?sortBy=title-ASC&limit=9999')).body.items.map((v: VideoItem) => v.title)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await call(videos, `/api/v1/videos?page=${page}`)).body.items.map((v: VideoItem) => v.id)))
    const fifteen = (await call(videos, '/api/v1/videos?limit=15')).body.items.map((v: VideoItem) => v.id)
    expect(pages.flat()).toEqual(fifteen)
  })

  it.each([
    ['?filters[published]=false', 'filters[published]'],
    ['?filters[hasAnyChannel]=3', 'filters[hasAnyChannel]'],
    ['?filters[channels][]=Not A Slug', 'filters[channels][0]'],
    ['?filters[channel]=1', 'filters[channel]'],
    ['?limit=-5', 'limit'],
    ['?limit=abc', 'limit'],
    ['?page=1.5', 'page'],
    ['?sortBy=views-DESC', 'sortBy'],
    ['?sortBy=publishedAtOnYoutube-SIDEWAYS', 'sortBy'],
    [`?filters[channels][]=${Array.from({ length: 60 }, (_, i) => i + 1).join('&filters[channels][]=')}`, 'filters[channels]'],
  ])('%s answers 400 naming %s', async (query, parameter) => {
    const { status, body } = await call(videos, `/api/v1/videos${query}`)
    expect(status).toBe(400)
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(parameter)
  })

  it('says what a refused filter takes', async () => {
    const messages = async (query: string) => (await call(videos, `/api/v1/videos${query}`)).body.error.details.map((d: { message: string }) => d.message)
    expect(await messages('?filters[hasAnyChannel]=3')).toEqual(['must be true or false'])
    expect((await messages('?filters[channels]=Not A Slug')).join()).toMatch(
      /an id \(a whole number from 1 to \d+\) or a channel slug \(e\.g\. studio-visits\)/,
    )
  })
})

describe('GET /api/v1/video-channels', () => {
  // spec §7: video-channels: sort sortOrder asc, limit 100
  it('answers channels by sort order, up to 100', async () => {
    expect(VIDEO_CHANNELS_LIMIT).toBe(100)
    const { status, body } = await call(videoChannels, '/api/v1/video-channels')
    expect(status).toBe(200)
    const orders = body.items.map((c: ChannelItem) => c.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(body.items[0]).toMatchObject({ path: `/videos/${body.items[0].slug}` })
    const desc = (await call(videoChannels, '/api/v1/video-channels?sortBy=sortOrder-DESC')).body.items.map((c: ChannelItem) => c.sortOrder)
    expect(desc).toEqual([...orders].reverse())
    const two = (await call(videoChannels, '/api/v1/video-channels?limit=2&page=2')).body
    expect(two).toMatchObject({ total: 6, currentPage: 2, nrOfPages: 3 })
    expect(two.items.map((c: ChannelItem) => c.sortOrder)).toEqual(orders.slice(2, 4))
  })

  it('filters by destination and playlist type', async () => {
    const vimeo = (await call(videoChannels, '/api/v1/video-channels?filters[destination]=Vimeo')).body.items
    expect(vimeo.length).toBeGreaterThan(0)
    expect(vimeo.every((c: ChannelItem) => c.destination === 'Vimeo')).toBe(true)
    const top = (await call(videoChannels, '/api/v1/video-channels?filters[playlistType]=top5')).body.items
    expect(top.map((c: ChannelItem) => c.playlistType)).toEqual(['top5'])
  })

  it.each(['?filters[destination]=Dailymotion', '?filters[playlistType]=random', '?limit=101x', '?sortBy=destination-ASC', '?x=1'])(
    '%s answers 400',
    async (query) => {
      expect((await call(videoChannels, `/api/v1/video-channels${query}`)).status).toBe(400)
    },
  )
})

describe('the videos-data loader behind /videos, /videos/{channel} and /videos/{channel}/{individual}', () => {
  it('answers each channel with its five newest for /videos', async () => {
    const data = await videosPage({})
    expect(data?.kind).toBe('index')
    if (data?.kind !== 'index') return
    expect(data.shelves.map((s) => s.channel.sortOrder)).toEqual([...data.shelves.map((s) => s.channel.sortOrder)].sort((a, b) => a - b))
    for (const shelf of data.shelves) {
      expect(shelf.latest.length).toBeLessThanOrEqual(5)
      expect(shelf.latest.every((video) => video.path?.startsWith(`/videos/${shelf.channel.slug}/`))).toBe(true)
    }
  })

  // spec §9: video playlist 12 per page
  it('pages a channel 12 at a time and refuses a page past the end', async () => {
    const channel = (await channelList()).find((c) => c.playlistType === 'channel')!
    const first = await videosPage({ channel: channel.slug })
    expect(first?.kind).toBe('channel')
    if (first?.kind !== 'channel') return
    expect(first.playlist.items).toHaveLength(VIDEO_PLAYLIST_PAGE_SIZE)
    const lastPage = Math.ceil(first.playlist.total / VIDEO_PLAYLIST_PAGE_SIZE)
    const last = await videosPage({ channel: channel.slug, page: String(lastPage) })
    expect(last?.kind === 'channel' && last.playlist.items.length).toBe(first.playlist.total - (lastPage - 1) * VIDEO_PLAYLIST_PAGE_SIZE)
    expect(await videosPage({ channel: channel.slug, page: String(lastPage + 1) })).toBeNull()
    expect(await videosPage({ channel: 'no-such-channel' })).toBeNull()
  })

  it('keeps a top-5 playlist to one page of five', async () => {
    const top = (await channelList()).find((c) => c.playlistType === 'top5')!
    const data = await videosPage({ channel: top.slug })
    expect(data?.kind === 'channel' && data.playlist.items.length).toBe(5)
    expect(await videosPage({ channel: top.slug, page: '2' })).toBeNull()
  })

  it('finds a video in its channel with the playlist page that holds it', async () => {
    const channel = (await channelList()).find((c) => c.playlistType === 'channel')!
    const pageTwo = await videosPage({ channel: channel.slug, page: '2' })
    if (pageTwo?.kind !== 'channel') throw new Error('expected a channel page')
    const target = pageTwo.playlist.items[3]!
    const data = await videosPage({ channel: channel.slug, video: target.slug })
    expect(data?.kind).toBe('video')
    if (data?.kind !== 'video') return
    expect(data.video).toMatchObject({ id: target.id, path: `/videos/${channel.slug}/${target.slug}` })
    expect(data.playlist.currentPage).toBe(2)
    expect(data.playlist.items.map((v) => v.id)).toContain(target.id)
    const other = (await channelList()).find((c) => c.id !== channel.id && c.playlistType === 'channel')!
    expect(await videosPage({ channel: other.slug, video: target.slug })).toBeNull()
    const unpublished = (
      await payload.find({ collection: 'videos', where: { and: [{ published: { equals: false } }, { channels: { in: [channel.id] } }] }, limit: 1, depth: 0 })
    ).docs[0]
    if (unpublished) expect(await videosPage({ channel: channel.slug, video: unpublished.slug })).toBeNull()
  })
})

describe('thumbnails: stored with the video, looked up only when missing (spec §7)', () => {
  const youtubeId = (n: number) => `abcdefghi${String(n).padStart(2, '0')}`
  let counter = 0

  async function createVideo(url: string, extra: Record<string, unknown> = {}) {
    counter++
    return payload.create({
      collection: 'videos',
      overrideAccess: true,
      data: { title: `Look-up test ${counter}`, slug: `look-up-test-${counter}`, url, publishedAtOnYoutube: '2026-01-01T12:00:00Z', published: true, ...extra },
    })
  }

  async function youtubeFake(status: (path: string) => number): Promise<FakeServer> {
    const server = await fakeServer((request, response) => {
      response.writeHead(status(request.url), { 'Content-Type': 'image/jpeg' })
      response.end()
    })
    servers.push(server)
    process.env.YOUTUBE_IMAGE_BASE_URL = server.base
    reloadEnv()
    return server
  }

  it('takes maxresdefault when a HEAD request finds it', async () => {
    const server = await youtubeFake(() => 200)
    const video = await createVideo(`https://www.youtube.com/watch?v=${youtubeId(1)}`)
    expect(video.thumbnailUrl).toBe(`${server.base}/vi/${youtubeId(1)}/maxresdefault.jpg`)
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`HEAD /vi/${youtubeId(1)}/maxresdefault.jpg`])
  })

  it('falls back to hqdefault when maxresdefault answers 404', async () => {
    const server = await youtubeFake((path) => (path.includes('maxresdefault') ? 404 : 200))
    const video = await createVideo(`https://youtu.be/${youtubeId(2)}`)
    expect(video.thumbnailUrl).toBe(`${server.base}/vi/${youtubeId(2)}/hqdefault.jpg`)
  })

  it('keeps no thumbnail when the host fails, and tries again on the next save', async () => {
    let failing = true
    const server = await youtubeFake(() => (failing ? 500 : 200))
    const video = await createVideo(`https://www.youtube.com/watch?v=${youtubeId(3)}`)
    expect(video.thumbnailUrl ?? null).toBeNull()
    failing = false
    const saved = await payload.update({ collection: 'videos', id: video.id, overrideAccess: true, data: { title: 'Saved again' } })
    expect(saved.thumbnailUrl).toBe(`${server.base}/vi/${youtubeId(3)}/maxresdefault.jpg`)
    expect(server.requests).toHaveLength(2)
  })

  it('gives up after the timeout when the host never answers', async () => {
    const server = await fakeServer(() => {
      // never answers
    })
    servers.push(server)
    process.env.YOUTUBE_IMAGE_BASE_URL = server.base
    process.env.VIDEO_LOOKUP_TIMEOUT_MS = '300'
    reloadEnv()
    const video = await createVideo(`https://www.youtube.com/watch?v=${youtubeId(4)}`)
    expect(video.thumbnailUrl ?? null).toBeNull()
    expect(server.requests).toHaveLength(1)
  })

  it('asks nothing when the video has a thumbnail, or already has a looked-up one', async () => {
    const server = await youtubeFake(() => 200)
    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
    await createVideo(`https://www.youtube.com/watch?v=${youtubeId(5)}`, { thumbnail: media.id })
    expect(server.requests).toHaveLength(0)
    const looked = await createVideo(`https://www.youtube.com/watch?v=${youtubeId(6)}`)
    expect(server.requests).toHaveLength(1)
    await payload.update({ collection: 'videos', id: looked.id, overrideAccess: true, data: { description: 'Edited' } })
    expect(server.requests).toHaveLength(1)
    // A new address is a new video: its thumbnail is looked up again.
    const moved = await payload.update({
      collection: 'videos',
      id: looked.id,
      overrideAccess: true,
      data: { url: `https://www.youtube.com/watch?v=${youtubeId(7)}` },
    })
    expect(moved.thumbnailUrl).toBe(`${server.base}/vi/${youtubeId(7)}/maxresdefault.jpg`)
    expect(moved.videoId).toBe(youtubeId(7))
  })

  it('reads a Vimeo thumbnail from oEmbed’s thumbnail_url, and refuses a hostile one', async () => {
    const server = await fakeServer((request, response) => {
      const asked = new URL(request.url, 'http://x').searchParams.get('url') ?? ''
      const thumbnail = asked.endsWith('/111111111') ? 'javascript:alert(1)' : 'https://i.vimeocdn.example/video/42_640.jpg'
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ type: 'video', thumbnail_url: thumbnail }))
    })
    servers.push(server)
    process.env.VIMEO_OEMBED_URL = `${server.base}/api/oembed.json`
    reloadEnv()
    const video = await createVideo('https://vimeo.com/76979871')
    expect(video).toMatchObject({ provider: 'vimeo', videoId: '76979871', thumbnailUrl: 'https://i.vimeocdn.example/video/42_640.jpg' })
    expect(server.requests[0]!.url).toBe('/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871')
    const hostile = await createVideo('https://vimeo.com/111111111')
    expect(hostile.thumbnailUrl ?? null).toBeNull()
  })

  it('refuses an address that names no YouTube or Vimeo video', async () => {
    await expect(createVideo('https://evil.example/watch?v=dQw4w9WgXcQ')).rejects.toThrow(/YouTube or Vimeo/)
  })
})

describe('GET /api/v1/libcal/hours/{libraryIds}', () => {
  const hours = (ids: string, query = '') => call(libraryHours, `/api/v1/libcal/hours/${ids}${query}`, { params: { libraryIds: ids } })

  it('answers both libraries’ local hours for a range, exceptions first', async () => {
    const { status, body } = await hours(LIBRARY_IDS.join(','), '?from=2026-12-27&to=2027-01-04')
    expect(status).toBe(200)
    expect(body).toMatchObject({ from: '2026-12-27', to: '2027-01-04', source: 'local' })
    expect(body.libraries.map((l: { id: number }) => l.id)).toEqual([5459, 5461])
    const [hester, vrc] = body.libraries
    expect(hester.days).toHaveLength(9)
    expect(hester.days[0]).toEqual({ date: '2026-12-27', status: 'closed', hours: [], note: 'Winter break' })
    expect(hester.days[2]).toEqual({ date: '2026-12-29', status: 'open', hours: [{ from: '10:00am', to: '4:00pm' }], note: 'Winter break: reading room open' })
    // Monday 4 January 2027: back to the regular week.
    expect(hester.days[8]).toEqual({ date: '2027-01-04', status: 'open', hours: [{ from: '9:00am', to: '10:00pm' }], note: null })
    expect(vrc.days.every((d: { status: string }) => d.status === 'closed')).toBe(true)
  })

  it('answers today when no range is given, in the college’s time zone', async () => {
    const today = await collegeToday()
    const { body } = await hours('5459')
    expect(body).toMatchObject({ from: today, to: today })
    expect(body.libraries[0].days).toHaveLength(1)
    expect((await hours('5459', `?from=${today}`)).body.to).toBe(today)
  })

  it('answers 404 naming a library nobody keeps hours for', async () => {
    const { status, body } = await hours('5459,9999')
    expect(status).toBe(404)
    expect(body.error.message).toContain('9999')
  })

  it.each([
    ['abc', '', 'libraryIds'],
    ['5459,,5461', '', 'libraryIds'],
    ['0', '', 'libraryIds'],
    ['5459;DROP TABLE', '', 'libraryIds'],
    [Array.from({ length: 11 }, (_, i) => 100 + i).join(','), '', 'libraryIds'],
    ['5459', '?from=2026-02-30', 'from'],
    ['5459', '?from=23-11-2026', 'from'],
    ['5459', '?from[]=2026-11-23', 'from'],
    ['5459', '?from=2026-11-23&to=2026-11-22', 'to'],
    ['5459', `?from=2026-01-01&to=${addDays('2026-01-01', MAX_HOURS_RANGE_DAYS)}`, 'to'],
    ['5459', '?days=7', 'days'],
  ])('/libcal/hours/%s%s answers 400 naming %s', async (ids, query, parameter) => {
    const { status, body } = await hours(ids, query)
    expect(status).toBe(400)
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(parameter)
  })

  describe('from LibCal, when it is configured', () => {
    async function libCalFake(hoursStatus: number) {
      const server = await fakeServer((request, response) => {
        if (request.method === 'POST' && request.url === '/1.1/oauth/token') {
          response.writeHead(200, { 'Content-Type': 'application/json' })
          response.end(JSON.stringify({ access_token: 'fake-token', expires_in: 3600 }))
          return
        }
        if (request.url.startsWith('/1.1/hours/')) {
          response.writeHead(hoursStatus, { 'Content-Type': 'application/json' })
          if (hoursStatus !== 200) return response.end(JSON.stringify({ error: 'boom' }))
          response.end(
            JSON.stringify([
              {
                lid: 5459,
                name: 'Hester Library (LibCal)',
                dates: { '2026-11-23': { status: 'open', hours: [{ from: '8:00am', to: '11:00pm' }] }, '2026-11-24': { status: 'closed' } },
              },
              { lid: 5461, name: 'Visual Resource Center (LibCal)', dates: { '2026-11-23': { status: 'text', text: 'By appointment only' } } },
            ]),
          )
          return
        }
        response.writeHead(404)
        response.end()
      })
      servers.push(server)
      process.env.LIBCAL_BASE_URL = server.base
      process.env.LIBCAL_CLIENT_ID = `client-${servers.length}`
      process.env.LIBCAL_CLIENT_SECRET = 'secret'
      reloadEnv()
      return server
    }

    it('asks LibCal with a client-credentials token and answers its hours', async () => {
      const server = await libCalFake(200)
      const { status, body } = await hours('5459,5461', '?from=2026-11-23&to=2026-11-24')
      expect(status).toBe(200)
      expect(body.source).toBe('libcal')
      expect(body.libraries[0]).toEqual({
        id: 5459,
        name: 'Hester Library (LibCal)',
        days: [
          { date: '2026-11-23', status: 'open', hours: [{ from: '8:00am', to: '11:00pm' }], note: null },
          { date: '2026-11-24', status: 'closed', hours: [], note: null },
        ],
      })
      expect(body.libraries[1].days[0]).toMatchObject({ status: 'text', note: 'By appointment only' })
      const [token, hoursCall] = server.requests
      expect(token).toMatchObject({ method: 'POST', url: '/1.1/oauth/token' })
      expect(new URLSearchParams(token!.body).get('grant_type')).toBe('client_credentials')
      expect(hoursCall).toMatchObject({ method: 'GET', url: '/1.1/hours/5459,5461?from=2026-11-23&to=2026-11-24' })
      expect(hoursCall!.headers.authorization).toBe('Bearer fake-token')
      // The token is kept for the next call.
      await hours('5459', '?from=2026-11-23')
      expect(server.requests.filter((r) => r.url === '/1.1/oauth/token')).toHaveLength(1)
    })

    // spec §8: library-hours 500 errors are rethrown with a message naming file, function and path
    it('reports a 500 from LibCal with the file, the function and the path', async () => {
      await libCalFake(500)
      const { status, body } = await hours('5459', '?from=2026-11-23&to=2026-11-24')
      expect(status).toBe(500)
      expect(body.error.status).toBe(500)
      expect(body.error.message).toContain('src/services/library-hours.ts')
      expect(body.error.message).toContain('fetchLibCalHours')
      expect(body.error.message).toContain('/1.1/hours/5459?from=2026-11-23&to=2026-11-24')
    })

    it('answers 502 when LibCal answers another error or cannot be reached', async () => {
      await libCalFake(503)
      expect((await hours('5459')).status).toBe(502)
      process.env.LIBCAL_BASE_URL = 'http://127.0.0.1:9'
      process.env.LIBCAL_CLIENT_ID = 'unreachable'
      reloadEnv()
      const { status, body } = await hours('5459')
      expect(status).toBe(502)
      expect(body.error.message).toContain('libCalToken')
    })
  })
})

describe('locations and buildings of the people seed', () => {
  it('holds at least 40 locations and buildings, with every card view', async () => {
    const places = (await call(locations, '/api/v1/locations')).body
    const shown = (await call(buildings, '/api/v1/buildings')).body
    expect(places.total + shown.total).toBeGreaterThanOrEqual(40)
    const views = new Set((await payload.find({ collection: 'locations', pagination: false, depth: 0 })).docs.map((l) => l.cardView))
    expect([...views].sort()).toEqual(LOCATION_CARD_VIEWS.map((v) => v.value).sort())
  })
})
