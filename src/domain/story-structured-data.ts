import { SHARE_IMAGE_PATH } from './share-image'

/** schema.org `NewsArticle` (beyond the spec); addresses are absolute when SERVER_URL is known, relative otherwise. */
export type StructuredStoryInput = {
  title: string
  summary: string | null
  path: string
  /** ISO 8601 with the college's offset. */
  articleDate: string
  updatedAt: string | null
  byline: string | null
  imageUrls: string[]
  sections: string[]
  keywords: string[]
  publisher: { name: string; url: string | null }
}

const absolute = (url: string, origin: string | null) => (origin ? new URL(url, origin).toString() : url)

/** "By Ana Ruiz (BFA 2019)" → "Ana Ruiz (BFA 2019)": the author's name without the word "By". */
export const bylineAuthor = (byline: string) => byline.replace(/^\s*by\s+/i, '').trim()

export function storyStructuredData(story: StructuredStoryInput, origin: string | null): Record<string, unknown> {
  const url = absolute(story.path, origin)
  const publisher = { '@type': 'CollegeOrUniversity', name: story.publisher.name, ...(story.publisher.url ? { url: story.publisher.url } : {}) }
  const author = story.byline ? bylineAuthor(story.byline) : ''
  return {
    '@type': 'NewsArticle',
    headline: story.title.slice(0, 110),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: story.articleDate,
    ...(story.updatedAt ? { dateModified: story.updatedAt } : {}),
    ...(story.summary ? { description: story.summary } : {}),
    // An article without a picture of its own still names one, as search engines ask.
    image: (story.imageUrls.length ? story.imageUrls : [SHARE_IMAGE_PATH]).map((image) => absolute(image, origin)),
    author: author ? { '@type': 'Person', name: author } : publisher,
    publisher,
    ...(story.sections.length ? { articleSection: story.sections } : {}),
    ...(story.keywords.length ? { keywords: story.keywords.join(', ') } : {}),
  }
}
