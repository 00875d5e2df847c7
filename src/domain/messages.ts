/** Fixed texts of spec §2 and §8; the 500 page's are in server-error-messages.ts. */
export const NOT_FOUND_HEADING = '4-UH-OH-4'
export const NOT_FOUND_TEXT = "We couldn't find what you're looking for. But maybe you'll enjoy this video?"

/** spec §8: the fatal 404 message, with the path that was asked for. */
export function pageNotFoundMessage(fullPath: string): string {
  return `Page Not Found: ${fullPath}`
}

/** spec §8: the non-fatal 404 message when nothing matches a path. */
export function nothingMatchesMessage(fullPath: string): string {
  return `Page not found: ${fullPath}`
}
