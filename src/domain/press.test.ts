import { describe, expect, it } from 'vitest'

import {
  EMAIL_PATTERN,
  NEWSLETTER_MAX_STORIES,
  PRESS_RSS_ITEMS,
  escapeXml,
  externalPressPagePath,
  parseYearSegment,
  pressErrorMessage,
  pressYearPagePath,
} from './press'

describe('press constants', () => {
  it('spec §3: a newsletter issue holds at most 12 stories; the feed carries 20 releases', () => {
    expect(NEWSLETTER_MAX_STORIES).toBe(12)
    expect(PRESS_RSS_ITEMS).toBe(20)
  })
})

describe('pressErrorMessage', () => {
  it('spec §8: names file, function and path before the cause', () => {
    expect(
      pressErrorMessage({ file: 'src/services/press.ts', fn: 'listPressReleases', path: '/api/v1/press-releases' }, new Error('no such table: press_releases')),
    ).toBe('src/services/press.ts › listPressReleases › /api/v1/press-releases: no such table: press_releases')
  })
  it('reads a cause that is text or nothing, on one line', () => {
    const where = { file: 'src/services/press.ts', fn: 'listExternalPress', path: '/in-the-news' }
    expect(pressErrorMessage(where, 'timed out\n  after 5 s')).toBe('src/services/press.ts › listExternalPress › /in-the-news: timed out after 5 s')
    expect(pressErrorMessage(where, undefined)).toBe('src/services/press.ts › listExternalPress › /in-the-news: unknown error')
  })
})

describe('addresses of press pages', () => {
  it('takes four-digit years only', () => {
    expect(parseYearSegment('2024')).toBe(2024)
    expect(parseYearSegment('abc')).toBeNull()
    expect(parseYearSegment('24')).toBeNull()
    expect(parseYearSegment('0999')).toBeNull()
    expect(parseYearSegment('20240')).toBeNull()
  })
  it('page 1 is the list’s own address, later pages live in the path (decision 0030)', () => {
    expect(pressYearPagePath(2024, 1)).toBe('/press-releases/2024')
    expect(pressYearPagePath(2024, 3)).toBe('/press-releases/2024/page/3')
    expect(externalPressPagePath(1)).toBe('/in-the-news')
    expect(externalPressPagePath(2)).toBe('/in-the-news/page/2')
  })
})

describe('sign-up e-mail', () => {
  it('accepts ordinary addresses and refuses the rest', () => {
    expect(EMAIL_PATTERN.test('ana.cruz+news@example.edu')).toBe(true)
    for (const bad of ['', 'ana', 'ana@', '@example.edu', 'ana @example.edu', 'ana@example', '<a@b.co>']) expect(EMAIL_PATTERN.test(bad)).toBe(false)
  })
})

describe('the e-mail escaping', () => {
  it('escapes text for HTML', () => {
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;')
  })
})
