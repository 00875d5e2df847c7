import { describe, expect, it } from 'vitest'

import { DEFAULT_THEME, THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, bodyClassName, parseTheme, themeFromVibe } from './theme'

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
})
