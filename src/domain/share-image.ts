import type { Image } from './media'

/** The college's own picture (src/app/share-image.png): its name on its colour, for a page without a picture of its own. */
export const SHARE_IMAGE_PATH = '/share-image.png'
/** The size link previews show best (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** What a page names for its link preview: always with its size and a text alternative. */
export type ShareImage = { url: string; alt: string; width: number; height: number }

/** The alternative text of the college's own picture: what it shows. */
const defaultShareImageAlt = (collegeName: string, tagline: string | null) => (tagline ? `${collegeName}: ${tagline}` : collegeName)

/**
 * The page's own picture when it has one of known size, else the college's; a picture without a text
 * alternative is described by the page's title.
 */
export function shareImage(image: Image | null | undefined, page: { title: string; collegeName: string; tagline: string | null }): ShareImage {
  if (image?.url && image.width && image.height) return { url: image.url, alt: image.alt.trim() || page.title, width: image.width, height: image.height }
  return { url: SHARE_IMAGE_PATH, alt: defaultShareImageAlt(page.collegeName, page.tagline), ...SHARE_IMAGE_SIZE }
}
