import { describe, expect, it } from 'vitest'

import { parseInstagramPostUrl, parseTikTokUrl, parseVideoUrl, tiktokPostUrl, videoEmbedUrl, videoWatchUrl } from './video-url'

// spec §5: YouTube and Vimeo recognised to extract the id, otherwise nothing plays; Instagram post URL recognised.
describe('video URLs', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  http://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('read the YouTube id of %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id })
  })

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871/abcdef1234', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871'],
  ])('read the Vimeo id of %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', id })
  })

  it.each([
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtu.be/',
    'https://www.youtube.com/@channel',
    'javascript:alert("https://youtu.be/dQw4w9WgXcQ")',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/76979871',
    'https://notvimeo.com/76979871',
    'youtu.be/dQw4w9WgXcQ',
    `https://youtu.be/dQw4w9WgXcQ?x=${'a'.repeat(3000)}`,
    '',
    'not a url',
  ])('play nothing for %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })

  it('play nothing for what is not a string', () => {
    expect(parseVideoUrl(undefined)).toBeNull()
    expect(parseVideoUrl(42)).toBeNull()
    expect(parseVideoUrl({ href: 'https://youtu.be/dQw4w9WgXcQ' })).toBeNull()
  })

  it('build embed and watch addresses from an id', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' }, { autoplay: false })).toBe('https://player.vimeo.com/video/76979871?autoplay=0')
    expect(videoWatchUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://vimeo.com/76979871')
    expect(videoWatchUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  })
})

describe('Instagram post URLs', () => {
  it.each([
    ['https://www.instagram.com/p/C1a2B3c4D5e/', 'C1a2B3c4D5e'],
    ['https://instagram.com/reel/C1a2B3c4D5e', 'C1a2B3c4D5e'],
    ['https://www.instagram.com/tv/C1a2B3c4D5e/?utm_source=ig', 'C1a2B3c4D5e'],
  ])('recognise %s', (url, code) => {
    expect(parseInstagramPostUrl(url)).toBe(code)
  })

  it.each([
    'https://www.instagram.com/foundryart/',
    'https://instagram.com.evil.example/p/C1a2B3c4D5e',
    'https://www.instagram.com/p/',
    'https://www.instagram.com/p/<script>/',
  ])('refuse %s', (url) => {
    expect(parseInstagramPostUrl(url)).toBeNull()
  })
})

// spec §5 (otherwise nothing plays): addresses built to trick a parser, and broken ones.
describe('hostile and malformed video URLs', () => {
  it.each([
    // someone else's host dressed up as the provider
    'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example\\@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com./watch?v=dQw4w9WgXcQ',
    'https://www.yоutube.com/watch?v=dQw4w9WgXcQ',
    'https://xn--yutube-wqf.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://evil-youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com.evil.example/76979871',
    'https://evil.example/player.vimeo.com/video/76979871',
    // schemes that must never play
    'data:text/html,https://youtu.be/dQw4w9WgXcQ',
    'vbscript:msgbox("https://vimeo.com/76979871")',
    'file:///youtu.be/dQw4w9WgXcQ',
    '//youtu.be/dQw4w9WgXcQ',
    // ids that are not ids
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc%00',
    'https://www.youtube.com/watch?v=%3Cscript%3Ealert',
    'https://www.youtube.com/watch?v[]=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?vv=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ%2F..%2Fevil',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/../../evil',
    'https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://www.youtube.com/shorts/',
    'https://vimeo.com/12345',
    'https://vimeo.com/1234567890123',
    'https://vimeo.com/user12345678',
    'https://vimeo.com/76979871x',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com/video/',
    // broken addresses
    'https://',
    'https:///watch?v=dQw4w9WgXcQ',
    'http://[::1/watch?v=dQw4w9WgXcQ',
    'https://youtu.be:99999/dQw4w9WgXcQ',
    '\u0000https://youtu.be/dQw4w9WgXcQ',
    '%68ttps://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=',
    'https://vimeo.com/',
    `https://vimeo.com/${'9'.repeat(5000)}`,
    // and the pages area's cases: markup and scripts smuggled into the address
    'https://www.youtube.com./watch?v=dQw4w9WgXcQ',
    'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example#https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ%22onload%3Dalert(1)',
    'https://youtu.be/dQw4w9WgXcQ\n<script>alert(1)</script>',
    'https://www.youtube.com/watch?v=<img src=x onerror=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
    'JAVASCRIPT:alert("https://vimeo.com/76979871")',
    'vbscript:msgbox("https://youtu.be/dQw4w9WgXcQ")',
    'https://vimeo.com.evil.example/76979871',
    'https://player.vimeo.com/video/76979871abc',
    'https://vimeo.com/1',
    'https://www.instagram.com/p/C1a2B3c4D5e/',
  ])('plays nothing for %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })

  it.each([
    ['https://YOUTU.BE/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&v=AAAAAAAAAAA', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc%51', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com:443/watch?v=dQw4w9WgXcQ#t=30', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871#t=10s', 'vimeo', '76979871'],
  ])('reads only the id from the odd but genuine %j', (url, provider, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider, id })
  })

  it('never lets anything but the id into the embed address', () => {
    const video = parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&autoplay=0&origin=https://evil.example')!
    expect(videoEmbedUrl(video)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
  })

  it.each([
    'https://instagram.com@evil.example/p/C1a2B3c4D5e',
    'https://www.instagram.com/p/C1a2B3c4D5e/../../evil',
    'javascript:https://www.instagram.com/p/C1a2B3c4D5e',
    'https://www.instagram.com/p/C1a%00B3c4D5e',
    'https://www.instagram.com/stories/C1a2B3c4D5e',
  ])('refuses the Instagram look-alike %j', (url) => {
    expect(parseInstagramPostUrl(url)).toBeNull()
  })

  it('reads the id whatever else the address carries', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&index=2#t=30')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(parseVideoUrl('https://vimeo.com/76979871?share=copy#t=5s')).toEqual({ provider: 'vimeo', id: '76979871' })
  })

  it.each([
    'https://www.instagram.com/p/C1a2B3c4D5e"onmouseover="x/',
    'javascript:alert("https://www.instagram.com/p/C1a2B3c4D5e/")',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('recognises no Instagram post in %j', (url) => {
    expect(parseInstagramPostUrl(url)).toBeNull()
  })
})

// spec §2 (homepage sections: videoFeed with TikTok): a TikTok post is recognised by its address; anything else is refused.
describe('TikTok post URLs', () => {
  it.each([
    ['https://www.tiktok.com/@foundryart/video/7301234567890123456', { account: 'foundryart', id: '7301234567890123456', kind: 'video' }],
    [
      'https://tiktok.com/@foundry.art_nyc/video/7301234567890123456?is_from_webapp=1&sender_device=pc',
      { account: 'foundry.art_nyc', id: '7301234567890123456', kind: 'video' },
    ],
    ['https://m.tiktok.com/@foundryart/photo/730123456789012', { account: 'foundryart', id: '730123456789012', kind: 'photo' }],
    ['  https://WWW.TIKTOK.COM/@foundryart/video/7301234567890123456/  ', { account: 'foundryart', id: '7301234567890123456', kind: 'video' }],
  ])('reads %s', (url, post) => {
    expect(parseTikTokUrl(url)).toEqual(post)
  })

  it.each([
    'https://www.tiktok.com.evil.example/@foundryart/video/7301234567890123456',
    'https://evil.example/@foundryart/video/7301234567890123456',
    'https://evil.example/?next=https://www.tiktok.com/@foundryart/video/7301234567890123456',
    'https://user:pass@www.tiktok.com/@foundryart/video/7301234567890123456',
    'https://www.tiktok.com:8443/@foundryart/video/7301234567890123456',
    'https://vm.tiktok.com/ZMabcdef/',
    'https://www.tiktok.com/@foundryart',
    'https://www.tiktok.com/@foundryart/video/',
    'https://www.tiktok.com/@foundryart/video/12345',
    'https://www.tiktok.com/@foundryart/video/7301234567890123456789012',
    'https://www.tiktok.com/@foundryart/video/73012345678901234a',
    'https://www.tiktok.com/@foundryart/live/7301234567890123456',
    'https://www.tiktok.com/foundryart/video/7301234567890123456',
    'https://www.tiktok.com/@a/video/7301234567890123456',
    'https://www.tiktok.com/@foundry<script>/video/7301234567890123456',
    'https://www.tiktok.com/@foundryart/video/7301234567890123456/extra',
    'https://www.tiktok.com/embed/v2/7301234567890123456',
    'javascript:alert("https://www.tiktok.com/@foundryart/video/7301234567890123456")',
    'data:text/html,https://www.tiktok.com/@foundryart/video/7301234567890123456',
    'ftp://www.tiktok.com/@foundryart/video/7301234567890123456',
    'https://www.tiktok.com/@foundryart/video/7301234567890123456\u0000',
    'https://www.tiktok.com/@foundryart/vi\ndeo/7301234567890123456',
    `https://www.tiktok.com/@foundryart/video/7301234567890123456?${'a'.repeat(3000)}`,
    '',
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseTikTokUrl(url)).toBeNull()
  })

  it.each([null, undefined, 42, {}, ['https://www.tiktok.com/@foundryart/video/7301234567890123456']])('refuses a value that is not text: %j', (value) => {
    expect(parseTikTokUrl(value)).toBeNull()
  })

  it('links a card to the post’s canonical address', () => {
    expect(tiktokPostUrl(parseTikTokUrl('https://m.tiktok.com/@foundryart/video/7301234567890123456?lang=en')!)).toBe(
      'https://www.tiktok.com/@foundryart/video/7301234567890123456',
    )
  })
})
