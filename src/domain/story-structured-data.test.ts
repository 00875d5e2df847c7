import { describe, expect, it } from 'vitest'

import { bylineAuthor, storyStructuredData } from './story-structured-data'

const story = {
  title: 'A sculptor who works in salt',
  summary: 'A story from Fine Arts.',
  path: '/features/a-sculptor',
  articleDate: '2026-03-02T10:00:00-05:00',
  updatedAt: '2026-03-03T12:00:00.000Z',
  byline: 'By Ana Ruiz (BFA 2019)',
  imageUrls: ['/api/media/file/salt.jpg'],
  sections: ['Fine Arts'],
  keywords: ['Alumni', 'Sculpture'],
  publisher: { name: 'Foundry School', url: 'https://example.edu' },
}

describe('NewsArticle structured data (schema.org on stories, beyond the spec)', () => {
  it('names the headline, dates, author, image and publisher with absolute addresses', () => {
    const data = storyStructuredData(story, 'https://example.edu')
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: story.title,
      url: 'https://example.edu/features/a-sculptor',
      mainEntityOfPage: { '@id': 'https://example.edu/features/a-sculptor' },
      datePublished: story.articleDate,
      dateModified: story.updatedAt,
      image: ['https://example.edu/api/media/file/salt.jpg'],
      author: { '@type': 'Person', name: 'Ana Ruiz (BFA 2019)' },
      publisher: { '@type': 'CollegeOrUniversity', name: 'Foundry School' },
      articleSection: ['Fine Arts'],
      keywords: 'Alumni, Sculpture',
    })
  })

  it('credits the college when there is no byline, and keeps addresses relative without an origin', () => {
    const data = storyStructuredData({ ...story, byline: null, imageUrls: [], summary: null }, null)
    expect(data.author).toMatchObject({ '@type': 'CollegeOrUniversity', name: 'Foundry School' })
    expect(data.url).toBe('/features/a-sculptor')
    // An article without a picture names the college's own image.
    expect(data.image).toEqual(['/share-image.png'])
    expect(data).not.toHaveProperty('description')
  })

  it('reads the author from a byline', () => {
    expect(bylineAuthor('By Mina Okafor')).toBe('Mina Okafor')
    expect(bylineAuthor('by the Office of Communications')).toBe('the Office of Communications')
    expect(bylineAuthor('Mina Okafor')).toBe('Mina Okafor')
  })
})
