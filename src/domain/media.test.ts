import { describe, expect, it } from 'vitest'

import { toImage } from './media'

describe('toImage', () => {
  const upload = { url: '/media/a.jpg', alt: 'A studio', mimeType: 'image/jpeg', width: 800, height: 600, focalX: 30, focalY: 70 }

  it('reads a populated image upload', () => {
    expect(toImage(upload)).toEqual({ url: '/media/a.jpg', alt: 'A studio', width: 800, height: 600, focal: { x: 30, y: 70 }, placeholder: null, credit: null })
  })

  it('is null for an id, a missing file or another kind of file', () => {
    expect(toImage(12)).toBeNull()
    expect(toImage(null)).toBeNull()
    expect(toImage({ ...upload, url: null })).toBeNull()
    expect(toImage({ ...upload, mimeType: 'application/pdf' })).toBeNull()
  })
})
