import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PortraitThumb } from './portrait-thumb'

const card = (focal: { x: number; y: number } | null) =>
  renderToStaticMarkup(<PortraitThumb name="Femi Abara" image={{ url: '/api/media/file/portrait.webp', focal }} sizes="50vw" />)

// docs/decisions/0180: the faculty index shows 142 of these; a position is written only where it is not the image's own centre.
describe('PortraitThumb', () => {
  it('writes no position for a centred focal point, or none', () => {
    expect(card({ x: 50, y: 50 })).not.toContain('style=')
    expect(card(null)).not.toContain('style=')
  })

  it('writes the focal point elsewhere as the image’s position', () => {
    expect(card({ x: 20, y: 35 })).toContain('style="object-position:20% 35%"')
  })
})
