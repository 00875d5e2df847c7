/** Where each kind of content lives on the public site: every link, card, sitemap and the match endpoint build addresses here (docs/decisions/0020). */
export type ContentRef = { collection: string; slug?: string | null; path?: string | null }

const BY_COLLECTION: Record<string, (ref: ContentRef) => string | null> = {
  pages: (ref) => (ref.path ? `/${ref.path.replace(/^\/+/, '')}` : null),
  events: (ref) => (ref.slug ? `/events/${ref.slug}` : null),
  features: (ref) => (ref.slug ? `/features/${ref.slug}` : null),
  'faculty-profiles': (ref) => (ref.slug ? `/faculty/${ref.slug}` : null),
  // Stored with the release (/press-releases/{year}/{slug}): the year is derived in the college's time zone.
  'press-releases': (ref) => (ref.path ? `/${ref.path.replace(/^\/+/, '')}` : null),
}

/** The public path of a document, or null for content that has no page of its own. */
export function contentPath(ref: ContentRef): string | null {
  return BY_COLLECTION[ref.collection]?.(ref) ?? null
}

/** An exhibitor's page sits under its exhibition (spec §2: /events/{event}/{exhibitor}). */
export function exhibitorPath(eventSlug: string, exhibitorSlug: string): string {
  return `/events/${eventSlug}/${exhibitorSlug}`
}
