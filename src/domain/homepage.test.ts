import { describe, expect, it } from 'vitest'

import {
  FEATURED_STORY_KINDS,
  HOMEPAGE_SECTIONS,
  HOMEPAGE_TEMPLATES,
  VIDEO_FEED_TYPES,
  featuredStoriesLayout,
  featuredStoriesProblem,
  featuredStoryKicker,
  parsePreviewDate,
  previewDay,
  templateLabel,
} from './homepage'

// spec §2 (homepage templates, featured story kinds), §7 (homepage/preview takes a date)
describe('the featured stories’ layout', () => {
  it('keeps the video layout while the video is first', () => {
    expect(featuredStoriesLayout('VideoAndTwoFeaturedStories', ['Video', 'Story', 'Memoriam'])).toBe('VideoAndTwoFeaturedStories')
  })

  it('falls back to three stories when the video dropped out (unpublished)', () => {
    expect(featuredStoriesLayout('VideoAndTwoFeaturedStories', ['Story', 'Memoriam'])).toBe('ThreeFeaturedStories')
    expect(featuredStoriesLayout('VideoAndTwoFeaturedStories', [])).toBe('ThreeFeaturedStories')
  })

  it('lays three stories out as three, whatever their kinds', () => {
    expect(featuredStoriesLayout('ThreeFeaturedStories', ['Video', 'Story', 'Story'])).toBe('ThreeFeaturedStories')
  })

  it('names a story’s kind above its title when staff set no kicker', () => {
    expect(featuredStoryKicker('Memoriam', 'Painting')).toBe('In memoriam')
    expect(featuredStoryKicker('Video', null)).toBe('Watch')
    expect(featuredStoryKicker('Story', 'Illustration')).toBe('Illustration')
    expect(featuredStoryKicker('Story', null)).toBe('Story')
    expect(featuredStoryKicker('UploadedContent', 'Painting')).toBeNull()
  })
})

describe('the preview’s date', () => {
  it.each(['2026-11-23', '2024-02-29', '2026-12-31'])('reads %s', (date) => {
    expect(parsePreviewDate(date)).toBe(date)
  })

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '26-11-23',
    '2026-1-3',
    '2026-11-23T10:00:00',
    ' 2026-11-23',
    '0000-01-01',
    'today',
    '',
    null,
    20261123,
    ['2026-11-23'],
  ])('refuses %j', (date) => {
    expect(parsePreviewDate(date)).toBeNull()
  })

  it('spans the whole day in the college’s time zone', () => {
    const { start, end } = previewDay('2026-11-23', 'America/New_York')
    expect(start.toISOString()).toBe('2026-11-23T05:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-24T04:59:59.999Z')
  })
})

describe('homepage constants', () => {
  it('spec §2: homepage templates, featured story kinds, sections and video feed types', () => {
    expect(HOMEPAGE_TEMPLATES).toEqual(['ThreeFeaturedStories', 'VideoAndTwoFeaturedStories'])
    expect(FEATURED_STORY_KINDS).toEqual(['Story', 'Video', 'Memoriam', 'UploadedContent'])
    expect(HOMEPAGE_SECTIONS).toEqual([
      'featureFeed',
      'stats',
      'impact',
      'carousel',
      'landingStripSlideshow',
      'featuredEventsSection',
      'videoFeed',
      'notableAlumni',
    ])
    expect(VIDEO_FEED_TYPES).toEqual(['OnlyVideos', 'TikTok'])
  })
})

describe('featuredStoriesProblem', () => {
  it('ThreeFeaturedStories takes exactly three stories of any kind', () => {
    expect(featuredStoriesProblem('ThreeFeaturedStories', ['Story', 'Memoriam', 'UploadedContent'])).toBeNull()
    expect(featuredStoriesProblem('ThreeFeaturedStories', ['Story', 'Story'])).toMatch(/exactly 3/)
  })

  it('VideoAndTwoFeaturedStories takes a video first and two stories that are not videos', () => {
    expect(featuredStoriesProblem('VideoAndTwoFeaturedStories', ['Video', 'Story', 'Memoriam'])).toBeNull()
    expect(featuredStoriesProblem('VideoAndTwoFeaturedStories', ['Story', 'Video', 'Story'])).toMatch(/Video as its first/)
    expect(featuredStoriesProblem('VideoAndTwoFeaturedStories', ['Video', 'Video', 'Story'])).toMatch(/one video/)
  })

  it('labels templates in words', () => {
    expect(templateLabel('VideoAndTwoFeaturedStories')).toBe('Video and two featured stories')
  })
})
