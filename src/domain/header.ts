/** The header's sizes and scroll rule of spec §4 and §9. */

/** spec §9: the site's breakpoints, in CSS pixels. */
export const BREAKPOINTS = { xs: 480, sm: 768, nav: 840, md: 1024, lgNav: 1254, lg: 1440, '2k': 2560, '4k': 3840 } as const

/** spec §9: header heights in CSS pixels. */
export const HEADER_HEIGHTS = { desktop: 80, desktopShrunk: 40, tablet: 68, mobile: 58, fourK: 150, fourKShrunk: 75 } as const

/** The header heights as custom properties on the root element: the stylesheet switches between them, the numbers live here only. */
export function headerHeightTokens(): Record<`--${string}`, string> {
  return {
    '--header-height-mobile': `${HEADER_HEIGHTS.mobile}px`,
    '--header-height-tablet': `${HEADER_HEIGHTS.tablet}px`,
    '--header-height-desktop': `${HEADER_HEIGHTS.desktop}px`,
    '--header-height-desktop-shrunk': `${HEADER_HEIGHTS.desktopShrunk}px`,
    '--header-height-4k': `${HEADER_HEIGHTS.fourK}px`,
    '--header-height-4k-shrunk': `${HEADER_HEIGHTS.fourKShrunk}px`,
  }
}

/** spec §4, §9: the header shrinks once the page is scrolled this far… */
export const HEADER_SHRINK_AT_SCROLL_PX = 150
/** …checked at most this often while scrolling. */
export const HEADER_SCROLL_THROTTLE_MS = 100

/** spec §4: shrunk at 150 px scrolled or more, never on a phone-sized screen. */
export function headerIsShrunk(scrollY: number, viewportWidth: number): boolean {
  return viewportWidth > BREAKPOINTS.sm && scrollY >= HEADER_SHRINK_AT_SCROLL_PX
}
