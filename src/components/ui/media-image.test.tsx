import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Image } from '@/domain/media'

import { MediaImage } from './media-image'

const tinyCopy = 'data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoQAAkAA4BaJZwAAud6wAAA'
const image = (placeholder: string | null): Image => ({
  url: '/api/media/file/a.webp',
  alt: 'A print',
  width: 1600,
  height: 900,
  focal: null,
  placeholder,
  credit: null,
})

// DESIGN.md (blur placeholders), docs/decisions/0074: an image waits on its tiny copy scaled up by the browser, never on an SVG blur filter.
describe('MediaImage', () => {
  it('shows the tiny copy itself behind the image while it loads', () => {
    const html = renderToStaticMarkup(<MediaImage image={image(tinyCopy)} sizes="100vw" />)
    expect(html).toContain(`background-image:url(&quot;${tinyCopy}&quot;)`)
    expect(html).not.toContain('svg')
  })

  it('puts nothing behind the image without a tiny copy, or with one that is no image data URL', () => {
    for (const placeholder of [null, 'https://elsewhere.example/a.webp', 'data:text/html;base64,PHA+']) {
      expect(renderToStaticMarkup(<MediaImage image={image(placeholder)} sizes="100vw" />)).not.toContain('background-image')
    }
  })
})
