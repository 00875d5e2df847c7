import { describe, expect, it } from 'vitest'

import { BREAKPOINTS, HEADER_HEIGHTS, HEADER_SCROLL_THROTTLE_MS, HEADER_SHRINK_AT_SCROLL_PX, headerIsShrunk } from './header'

// spec §4, §9
describe('header', () => {
  it('uses the breakpoints, heights and scroll numbers of spec §9', () => {
    expect(BREAKPOINTS).toEqual({ xs: 480, sm: 768, nav: 840, md: 1024, lgNav: 1254, lg: 1440, '2k': 2560, '4k': 3840 })
    expect(HEADER_HEIGHTS).toEqual({ desktop: 80, desktopShrunk: 40, tablet: 68, mobile: 58, fourK: 150, fourKShrunk: 75 })
    expect(HEADER_SHRINK_AT_SCROLL_PX).toBe(150)
    expect(HEADER_SCROLL_THROTTLE_MS).toBe(100)
  })

  it('shrinks at 150 px scrolled or more and grows back below', () => {
    expect(headerIsShrunk(149, 1440)).toBe(false)
    expect(headerIsShrunk(150, 1440)).toBe(true)
    expect(headerIsShrunk(4000, 1440)).toBe(true)
    expect(headerIsShrunk(0, 1440)).toBe(false)
  })

  it('never shrinks at a mobile width', () => {
    expect(headerIsShrunk(1000, 375)).toBe(false)
    expect(headerIsShrunk(1000, 768)).toBe(false)
    expect(headerIsShrunk(1000, 769)).toBe(true)
  })
})
