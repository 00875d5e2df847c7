import { describe, expect, it } from 'vitest'

import { ASPECT_RATIOS, WIDE_IMAGE_BREAKPOINTS, cssAspectRatio, focalPosition } from './images'

describe('image rules', () => {
  // spec §3: image aspect ratios free, 1:1, 16:9, 4:5, 2:1, 5:7
  it('offer the aspect ratios of spec §3', () => {
    expect(ASPECT_RATIOS).toEqual(['free', '1:1', '16:9', '4:5', '2:1', '5:7'])
    expect(ASPECT_RATIOS.map(cssAspectRatio)).toEqual([null, '1 / 1', '16 / 9', '4 / 5', '2 / 1', '5 / 7'])
  })

  // spec §9: wide image breakpoints 1024, 1440, 1920, 2560, 3840
  it('serve wide images at the breakpoints of spec §9', () => {
    expect(WIDE_IMAGE_BREAKPOINTS).toEqual([1024, 1440, 1920, 2560, 3840])
  })

  it('keep the focal point in view, within the image', () => {
    expect(focalPosition(null)).toBe('50% 50%')
    expect(focalPosition({ x: 20, y: 75 })).toBe('20% 75%')
    expect(focalPosition({ x: -5, y: 140 })).toBe('0% 100%')
  })
})
