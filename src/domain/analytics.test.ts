import { describe, expect, it } from 'vitest'

import { ANALYTICS_MEASUREMENT_ID_KEY, ANALYTICS_MEASUREMENT_ID_PATTERN } from './analytics'

describe('analytics settings', () => {
  it('accepts only a well-formed measurement id, so nothing else reaches a script address', () => {
    expect(ANALYTICS_MEASUREMENT_ID_KEY).toBe('gaMeasurementId')
    expect(ANALYTICS_MEASUREMENT_ID_PATTERN.test('G-ABC123XYZ')).toBe(true)
    for (const bad of ['', 'UA-1234-1', 'G-', 'G-abc', 'G-ABC123"><script>', 'G-ABC 123']) expect(ANALYTICS_MEASUREMENT_ID_PATTERN.test(bad)).toBe(false)
  })
})
