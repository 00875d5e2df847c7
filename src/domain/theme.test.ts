import { describe, expect, it } from 'vitest'

import {
  DEFAULT_THEME,
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE_SECONDS,
  bodyClassName,
  isBlackAndWhitePath,
  parseTheme,
  parseThemeSegment,
  themeFromVibe,
  themeSegment,
} from './theme'

describe('theme', () => {
  // spec §3, §9: cookie selectedTheme, 31536000 s
  it('keeps the choice in the selectedTheme cookie for a year', () => {
    expect(THEME_COOKIE).toBe('selectedTheme')
    expect(THEME_COOKIE_MAX_AGE_SECONDS).toBe(31536000)
  })

  // spec §4: light by default; unknown falls back to light
  it('falls back to light', () => {
    expect(DEFAULT_THEME).toBe('light')
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('sepia')).toBe('light')
    expect(parseTheme(undefined)).toBe('light')
  })

  // spec §2: vibe ";)" dark, ":)" light
  it('reads the vibe parameter', () => {
    expect(themeFromVibe(';)')).toBe('dark')
    expect(themeFromVibe(':)')).toBe('light')
    expect(themeFromVibe(':(')).toBe('light')
    expect(themeFromVibe(null)).toBe('light')
  })

  // spec §4: body class {theme}-mode plus b-and-w
  it('names the body class', () => {
    expect(bodyClassName('dark')).toBe('dark-mode')
    expect(bodyClassName('light', true)).toBe('light-mode b-and-w')
  })

  // spec §4: b-and-w on event and exhibition pages (routes events-slug and events-event-exhibitor)
  it('shows event and exhibitor pages in black and white, not the calendar', () => {
    expect(isBlackAndWhitePath('/events/senior-show')).toBe(true)
    expect(isBlackAndWhitePath('/events/senior-show/ada-lovelace')).toBe(true)
    expect(isBlackAndWhitePath('/events/a/b/c')).toBe(true)
    expect(isBlackAndWhitePath('/events')).toBe(false)
    expect(isBlackAndWhitePath('/events/')).toBe(false)
    expect(isBlackAndWhitePath('/events/search/type/Talk')).toBe(false)
    expect(isBlackAndWhitePath('/eventsx/a')).toBe(false)
    expect(isBlackAndWhitePath('/features/events')).toBe(false)
  })

  it('carries theme and black and white through the internal segment', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const blackAndWhite of [true, false]) expect(parseThemeSegment(themeSegment(theme, blackAndWhite))).toEqual({ theme, blackAndWhite })
    }
    expect(themeSegment('dark', true)).toBe('dark-bw')
  })

  // A first segment the proxy did not write (a path that looks like a file) is no page.
  it('answers null for any other first segment', () => {
    for (const segment of ['sepia-bw', 'wp-login.php', '.env', 'light.bw', 'light.php', '', undefined]) expect(parseThemeSegment(segment)).toBeNull()
  })
})
