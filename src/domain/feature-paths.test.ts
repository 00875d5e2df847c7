import { describe, expect, it } from 'vitest'

import {
  RESERVED_FEATURE_SLUG_STARTS,
  blogPath,
  FEATURE_FILTER_TOPICS_SHOWN,
  featuresListPath,
  isReservedFeatureSlug,
  mostUsed,
  parseBlogPath,
  parseFeaturesPath,
} from './feature-paths'

describe('the /features addresses (spec §2; decisions 0030, 0040)', () => {
  it('reads the list, its pages and its filters from the path', () => {
    expect(parseFeaturesPath([])).toEqual({ kind: 'list', filter: null, page: 1, pageInPath: false })
    expect(parseFeaturesPath(['page', '3'])).toEqual({ kind: 'list', filter: null, page: 3, pageInPath: true })
    expect(parseFeaturesPath(['department', 'illustration'])).toEqual({
      kind: 'list',
      filter: { by: 'department', slug: 'illustration' },
      page: 1,
      pageInPath: false,
    })
    expect(parseFeaturesPath(['tag', 'alumni', 'page', '2'])).toEqual({ kind: 'list', filter: { by: 'tag', slug: 'alumni' }, page: 2, pageInPath: true })
  })

  it('reads any other slug path as a feature, at any depth', () => {
    expect(parseFeaturesPath(['a-sculptor'])).toEqual({ kind: 'feature', slug: 'a-sculptor' })
    expect(parseFeaturesPath(['2026', 'a-sculptor'])).toEqual({ kind: 'feature', slug: '2026/a-sculptor' })
    expect(parseFeaturesPath(['pages-of-a-book'])).toEqual({ kind: 'feature', slug: 'pages-of-a-book' })
  })

  it('answers nothing (404) for a reserved word in another shape or a bad page', () => {
    for (const segments of [
      ['page'],
      ['page', '0'],
      ['page', '01'],
      ['page', 'x'],
      ['page', '2', 'more'],
      ['department'],
      ['department', 'Bad_Slug'],
      ['tag', 'a', 'b'],
      ['tag', 'a', 'page'],
      ['tag', 'a', 'page', '1000000'],
      ['Not A Slug'],
    ]) {
      expect(parseFeaturesPath(segments), segments.join('/')).toBeNull()
    }
  })

  it('refuses feature slugs that start with a reserved word, and only those', () => {
    expect(RESERVED_FEATURE_SLUG_STARTS).toEqual(['department', 'tag', 'page'])
    expect(isReservedFeatureSlug('department/x')).toBe(true)
    expect(isReservedFeatureSlug('tag')).toBe(true)
    expect(isReservedFeatureSlug('page/2')).toBe(true)
    expect(isReservedFeatureSlug('pages')).toBe(false)
    expect(isReservedFeatureSlug('2026/page')).toBe(false)
  })

  it('writes list addresses with page 1 at the list itself', () => {
    expect(featuresListPath(null)).toBe('/features')
    expect(featuresListPath(null, 2)).toBe('/features/page/2')
    expect(featuresListPath({ by: 'department', slug: 'photo' }, 1)).toBe('/features/department/photo')
    expect(featuresListPath({ by: 'tag', slug: 'alumni' }, 4)).toBe('/features/tag/alumni/page/4')
  })
})

describe('the /blog addresses (spec §2)', () => {
  it('reads the feed, a department (the first segment) and their pages', () => {
    expect(parseBlogPath([])).toEqual({ department: null, page: 1, pageInPath: false })
    expect(parseBlogPath(['page', '2'])).toEqual({ department: null, page: 2, pageInPath: true })
    expect(parseBlogPath(['photography'])).toEqual({ department: 'photography', page: 1, pageInPath: false })
    expect(parseBlogPath(['photography', 'page', '3'])).toEqual({ department: 'photography', page: 3, pageInPath: true })
    expect(parseBlogPath(['photography', 'other'])).toBeNull()
    expect(parseBlogPath(['Photo!'])).toBeNull()
    expect(blogPath(null)).toBe('/blog')
    expect(blogPath('photography', 2)).toBe('/blog/photography/page/2')
  })
})

describe('the topics the features filter offers', () => {
  it('keeps the most used, shown by title', () => {
    const options = [
      { title: 'Zines', count: 9 },
      { title: 'Alumni', count: 3 },
      { title: 'Murals', count: 9 },
      { title: 'Clay', count: 1 },
    ]
    expect(mostUsed(options, 3).map((o) => o.title)).toEqual(['Alumni', 'Murals', 'Zines'])
    expect(mostUsed(options, 10)).toHaveLength(4)
    expect(FEATURE_FILTER_TOPICS_SHOWN).toBe(40)
  })
})
