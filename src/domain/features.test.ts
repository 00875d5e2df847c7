import { describe, expect, it } from 'vitest'

import { FEATURES_DEFAULT_LIMIT, FEATURES_PAGE_SIZE, FEATURE_FEED_DEFAULT_COUNT, FEATURE_FEED_SORT } from './features'

describe('features constants', () => {
  it('spec §7, §9: features 10 per call, 12 per list page, feed 2 by default sorted articleDate-DESC', () => {
    expect(FEATURES_DEFAULT_LIMIT).toBe(10)
    expect(FEATURES_PAGE_SIZE).toBe(12)
    expect(FEATURE_FEED_DEFAULT_COUNT).toBe(2)
    expect(FEATURE_FEED_SORT).toEqual({ field: 'articleDate', direction: 'DESC' })
  })
})
