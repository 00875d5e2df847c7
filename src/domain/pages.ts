/** Rules of content pages (spec §2, §3): what a page may be set to, where it may live, its address from its place in the tree. */
import { MAX_SLUG_SEGMENTS, SLUG_PATTERN } from './slug'

/** spec §2: page templates. A page without one is a standard page. */
export const PAGE_TEMPLATES = ['About', 'Academic calendar', 'Admission', 'Calendar', 'History', 'Visit', 'Summer Housing Detail Page'] as const
export type PageTemplate = (typeof PAGE_TEMPLATES)[number]

/** spec §2: header types. */
export const HEADER_TYPES = ['default', 'subheader'] as const
export type HeaderType = (typeof HEADER_TYPES)[number]

/** spec §2: intro kinds. A page without one has no intro. */
export const INTRO_KINDS = ['image', 'image and text', 'text', 'video'] as const
export type IntroKind = (typeof INTRO_KINDS)[number]

/** spec §3: hero types. */
export const HERO_TYPES = ['none', 'image', 'video'] as const
export type HeroType = (typeof HERO_TYPES)[number]

/** Addresses other parts of the site own (spec §2): a page there could never be reached, so none may live there. */
const RESERVED_PAGE_PATHS = [
  '/events',
  '/faculty',
  '/videos',
  '/features',
  '/blog',
  '/subscribe',
  '/form',
  '/preview',
  '/admin',
  '/api',
  '/academics/continuing-education/courses',
] as const

/** The page's address from the slugs of its ancestors and its own ('/about/history'). */
export function pagePath(slugs: readonly (string | null | undefined)[]): string {
  return `/${slugs.filter((slug): slug is string => Boolean(slug)).join('/')}`
}

/** The reserved address that a path is at or below, or null. */
export function reservedPathOf(path: string): string | null {
  const lower = path.toLowerCase()
  return RESERVED_PAGE_PATHS.find((reserved) => lower === reserved || lower.startsWith(`${reserved}/`)) ?? null
}

/** Why a page cannot live at this path, in words for staff, or null when it can. */
export function pagePathProblem(path: string): string | null {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return 'A page needs a slug.'
  if (!segments.every((segment) => SLUG_PATTERN.test(segment))) return 'Use lower-case letters, digits and single dashes in the slug.'
  if (segments.length > MAX_SLUG_SEGMENTS) return `Pages nest at most ${MAX_SLUG_SEGMENTS} levels deep; this one would be at level ${segments.length}.`
  const reserved = reservedPathOf(path)
  if (reserved) return `${reserved} belongs to another part of the site, so no page can live at ${path}. Choose another slug or parent.`
  return null
}
