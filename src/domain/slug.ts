/** A URL segment from a title: lower case ASCII letters, digits and single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Longest slug accepted where one arrives from outside: far above any title's. */
const MAX_SLUG_LENGTH = 200

/** True for one slug: what a server action is handed may be anything. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value)
}

/** A slug of one or more segments (`senior-show/2026`): events and features may nest (architecture guide). */
const SLUG_PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
/** Deepest slug path accepted, so a hostile address cannot make the lookup work hard. */
export const MAX_SLUG_SEGMENTS = 8

/** Each segment slugified; empty segments dropped ('Senior Show / 2026' → 'senior-show/2026'). */
export function slugifyPath(text: string): string {
  return text.split('/').map(slugify).filter(Boolean).join('/')
}

/** True for a slug path of at most MAX_SLUG_SEGMENTS segments. */
export function isSlugPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 400 && SLUG_PATH_PATTERN.test(value) && value.split('/').length <= MAX_SLUG_SEGMENTS
}

/** A path segment as the router hands it over, decoded: it may come decoded already, or still percent-encoded (a malformed one stays as written). */
export function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
