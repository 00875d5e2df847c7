import { describe, expect, it } from 'vitest'

import { contentPath, exhibitorPath } from './content-paths'

describe('content paths', () => {
  // spec §2: /{slug} any depth, /events/{slug} any depth, /events/{event}/{exhibitor}, /features/{slug} any depth
  it('place each kind of content at its route of spec §2', () => {
    expect(contentPath({ collection: 'pages', path: 'admissions/visit' })).toBe('/admissions/visit')
    expect(contentPath({ collection: 'pages', path: '/colophon' })).toBe('/colophon')
    expect(contentPath({ collection: 'events', slug: 'senior-show/2026' })).toBe('/events/senior-show/2026')
    expect(contentPath({ collection: 'features', slug: 'studio-visit' })).toBe('/features/studio-visit')
    expect(contentPath({ collection: 'faculty-profiles', slug: 'ada-lovelace' })).toBe('/faculty/ada-lovelace')
    expect(contentPath({ collection: 'press-releases', slug: 'new-chair', path: '/press-releases/2024/new-chair' })).toBe('/press-releases/2024/new-chair')
    expect(contentPath({ collection: 'press-releases', slug: 'new-chair' })).toBeNull()
    expect(exhibitorPath('senior-show', 'ada-lovelace')).toBe('/events/senior-show/ada-lovelace')
  })

  it('answer null for content without a page or without its slug', () => {
    expect(contentPath({ collection: 'tags', slug: 'x' })).toBeNull()
    expect(contentPath({ collection: 'events' })).toBeNull()
  })
})
