import { describe, expect, it } from 'vitest'

import { MAX_LIMIT } from './pagination'
import {
  EXTERNAL_PRESS_PAGE_SIZE,
  EXTERNAL_PRESS_DEFAULT_LIMIT,
  EXTERNAL_PRESS_DEFAULT_SORT,
  PRESS_RELEASES_DEFAULT_LIMIT,
  PRESS_RSS_ITEMS,
  externalPressPagePath,
  parseYearSegment,
  pressErrorMessage,
  pressReleaseYear,
  pressYearPagePath,
} from './press'

describe('press constants', () => {
  it('the feed carries 20 releases', () => {
    expect(PRESS_RSS_ITEMS).toBe(20)
  })
  it('spec §7, §9: 6 press releases by default or 9999; external press 10 sorted id-DESC', () => {
    expect(PRESS_RELEASES_DEFAULT_LIMIT).toBe(6)
    expect(MAX_LIMIT).toBe(9999)
    expect(EXTERNAL_PRESS_DEFAULT_LIMIT).toBe(10)
    expect(EXTERNAL_PRESS_DEFAULT_SORT).toEqual({ field: 'id', direction: 'DESC' })
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

describe('press release years', () => {
  const NEW_YORK = 'America/New_York'
  it('spec §3: a press release year is derived in the college time zone', () => {
    expect(pressReleaseYear('2026-01-01T03:00:00Z', NEW_YORK)).toBe(2025)
    expect(pressReleaseYear('2026-06-01T12:00:00Z', NEW_YORK)).toBe(2026)
  })
})

// spec §7 (external-press limit 10), §9 (default list limit 10)
describe('the in-the-news page', () => {
  it('shows ten items a page', () => {
    expect(EXTERNAL_PRESS_PAGE_SIZE).toBe(10)
  })
})
