import { describe, expect, it } from 'vitest'

import type { Image } from './media'
import { SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, shareImage } from './share-image'

const page = { title: 'Senior Show', collegeName: 'Foundry College of Art', tagline: 'Make the work' }
const picture = (overrides: Partial<Image> = {}): Image => ({
  url: '/api/media/file/show.webp',
  alt: 'A crowded gallery',
  width: 1600,
  height: 900,
  focal: null,
  placeholder: null,
  credit: null,
  ...overrides,
})

describe('the share image of a page', () => {
  it('is the college’s own, 1200 by 630, when the page has no picture', () => {
    expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 })
    expect(shareImage(null, page)).toEqual({ url: SHARE_IMAGE_PATH, alt: 'Foundry College of Art: Make the work', width: 1200, height: 630 })
    expect(shareImage(undefined, { ...page, tagline: null }).alt).toBe('Foundry College of Art')
  })

  it('is the page’s own picture, with its size and alternative text', () => {
    expect(shareImage(picture(), page)).toEqual({ url: '/api/media/file/show.webp', alt: 'A crowded gallery', width: 1600, height: 900 })
  })

  it('names the page when its picture has no alternative text, and falls back when its size is unknown', () => {
    expect(shareImage(picture({ alt: ' ' }), page).alt).toBe('Senior Show')
    expect(shareImage(picture({ width: null }), page).url).toBe(SHARE_IMAGE_PATH)
  })
})
