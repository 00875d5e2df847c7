/** Theme rules of spec §2, §4 and §9. */
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export const DEFAULT_THEME: Theme = 'light'
/** spec §3, §9: the theme cookie and its lifetime (one year, in seconds). */
export const THEME_COOKIE = 'selectedTheme'
export const THEME_COOKIE_MAX_AGE_SECONDS = 31_536_000
/** spec §2: `?vibe=;)` selects dark, `?vibe=:)` light. */
export const VIBE_PARAM = 'vibe'
const VIBES: Record<string, Theme> = { ';)': 'dark', ':)': 'light' }

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value)
}

/** Anything unknown falls back to light (spec §4). */
export function parseTheme(value: string | null | undefined): Theme {
  return isTheme(value) ? value : DEFAULT_THEME
}

export function themeFromVibe(vibe: string | null | undefined): Theme {
  return (vibe !== null && vibe !== undefined && VIBES[vibe.trim()]) || DEFAULT_THEME
}

/** spec §4: the body class `{theme}-mode`, plus `b-and-w` on event and exhibitor pages. */
export function bodyClassName(theme: Theme, blackAndWhite = false): string {
  return blackAndWhite ? `${theme}-mode b-and-w` : `${theme}-mode`
}

/** spec §4: b-and-w on event and exhibition pages (events-slug, events-event-exhibitor), not the calendar nor its search results. */
export function isBlackAndWhitePath(pathname: string): boolean {
  const [first, second] = pathname.split('/').filter(Boolean)
  return first === 'events' && second !== undefined && second !== 'search'
}

/** Marks the black-and-white variant (`light-bw`). No dot: a path that looks like a file skips the proxy. */
const BLACK_AND_WHITE_SUFFIX = '-bw'

/** The internal first segment the proxy rewrites each page to: theme and b-and-w marker, each cached apart (docs/decisions/0003-caching.md). */
export function themeSegment(theme: Theme, blackAndWhite: boolean): string {
  return blackAndWhite ? `${theme}${BLACK_AND_WHITE_SUFFIX}` : theme
}

/** The theme segment's meaning, or null: a path the proxy did not rewrite (`/wp-login.php`, `/.env`) is no page (docs/decisions/0063). */
export function parseThemeSegment(segment: string | null | undefined): { theme: Theme; blackAndWhite: boolean } | null {
  const blackAndWhite = Boolean(segment?.endsWith(BLACK_AND_WHITE_SUFFIX))
  const theme = blackAndWhite ? segment!.slice(0, -BLACK_AND_WHITE_SUFFIX.length) : segment
  return isTheme(theme) ? { theme, blackAndWhite } : null
}
