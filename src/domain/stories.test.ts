import { describe, expect, it } from 'vitest'

import {
  EXTERNAL_PRESS_DEFAULT_LIMIT,
  EXTERNAL_PRESS_DEFAULT_SORT,
  FEATURED_STORY_KINDS,
  FEATURES_DEFAULT_LIMIT,
  FEATURES_PAGE_SIZE,
  FEATURE_FEED_DEFAULT_COUNT,
  FEATURE_FEED_SORT,
  HOMEPAGE_SECTIONS,
  HOMEPAGE_TEMPLATES,
  NEWSLETTERS,
  PRESS_RELEASES_DEFAULT_LIMIT,
  SUBSCRIBE_LISTS,
  VIDEO_FEED_TYPES,
  featuredStoriesProblem,
  newsletterLabel,
  newsletterUpcomingFrom,
  pressReleaseYear,
  subscribeList,
  subscribeRewrite,
  templateLabel,
} from './stories'
import { MAX_LIMIT } from './pagination'

const NEW_YORK = 'America/New_York'

describe('stories constants', () => {
  it('spec §7, §9: features 10 per call, 12 per list page, feed 2 by default sorted articleDate-DESC', () => {
    expect(FEATURES_DEFAULT_LIMIT).toBe(10)
    expect(FEATURES_PAGE_SIZE).toBe(12)
    expect(FEATURE_FEED_DEFAULT_COUNT).toBe(2)
    expect(FEATURE_FEED_SORT).toEqual({ field: 'articleDate', direction: 'DESC' })
  })

  it('spec §7, §9: 6 press releases by default or 9999; external press 10 sorted id-DESC', () => {
    expect(PRESS_RELEASES_DEFAULT_LIMIT).toBe(6)
    expect(MAX_LIMIT).toBe(9999)
    expect(EXTERNAL_PRESS_DEFAULT_LIMIT).toBe(10)
    expect(EXTERNAL_PRESS_DEFAULT_SORT).toEqual({ field: 'id', direction: 'DESC' })
  })

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

  it('spec §3: the five newsletters by name', () => {
    expect(NEWSLETTERS.map((n) => n.label)).toEqual(['SVA Today', 'Now', 'Today Summer', 'Insider', 'Calendar'])
    expect(newsletterLabel('todaySummer')).toBe('Today Summer')
    expect(newsletterLabel('unknown')).toBe('unknown')
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

describe('subscribeList', () => {
  it('spec §2: the newsletter query chooses svanow, sva-calendar or continuing-education', () => {
    expect(SUBSCRIBE_LISTS.map((list) => list.key)).toEqual(['svanow', 'sva-calendar', 'continuing-education'])
    expect(subscribeList('sva-calendar').key).toBe('sva-calendar')
    expect(subscribeList(['continuing-education', 'svanow']).key).toBe('continuing-education')
  })

  it('sends a known list to a cached path of its own and leaves anything else alone', () => {
    expect(subscribeRewrite('/subscribe', new URLSearchParams('newsletter=sva-calendar'))).toBe('/subscribe/_list/sva-calendar')
    expect(subscribeRewrite('/subscribe/', new URLSearchParams('newsletter=continuing-education&utm=x'))).toBe('/subscribe/_list/continuing-education')
    expect(subscribeRewrite('/subscribe', new URLSearchParams('newsletter=../admin'))).toBeNull()
    expect(subscribeRewrite('/subscribe', new URLSearchParams(''))).toBeNull()
    expect(subscribeRewrite('/events', new URLSearchParams('newsletter=svanow'))).toBeNull()
  })

  it('falls back to the first list for a missing or unknown key', () => {
    expect(subscribeList(undefined).key).toBe('svanow')
    expect(subscribeList('<script>').key).toBe('svanow')
  })
})

describe('dates of stories', () => {
  it('spec §9: newsletter upcoming events start the day after the issue date, at midnight in the college time zone', () => {
    // 23:30 in New York on 1 March is already 2 March in UTC; the next day is still 2 March locally.
    expect(newsletterUpcomingFrom('2026-03-02T04:30:00Z', NEW_YORK)).toBe('2026-03-02T05:00:00.000Z')
    expect(newsletterUpcomingFrom('2026-07-10T12:00:00Z', NEW_YORK)).toBe('2026-07-11T04:00:00.000Z')
  })

  it('spec §3: a press release year is derived in the college time zone', () => {
    expect(pressReleaseYear('2026-01-01T03:00:00Z', NEW_YORK)).toBe(2025)
    expect(pressReleaseYear('2026-06-01T12:00:00Z', NEW_YORK)).toBe(2026)
  })
})
