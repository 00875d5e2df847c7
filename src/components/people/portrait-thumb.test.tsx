import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PortraitThumb } from './portrait-thumb'

const card = (position?: string) => renderToStaticMarkup(<PortraitThumb name="Femi Abara" src="/api/media/file/portrait.webp" position={position} />)

// docs/decisions/0180, 0181: the faculty index shows 142 of these.
describe('PortraitThumb', () => {
  it('writes a position only where one is given', () => {
    expect(card()).not.toContain('style=')
    expect(card('20% 35%')).toContain('style="object-position:20% 35%"')
  })

  it('asks for one width, and twice it on denser screens, without a list of widths and sizes', () => {
    const html = card()
    expect(html).toContain('src="/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fportrait.webp&amp;w=384&amp;q=75"')
    expect(html).toContain('srcSet="/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fportrait.webp&amp;w=768&amp;q=75 2x"')
    expect(html).not.toContain('sizes=')
    expect(html).toContain('loading="lazy"')
  })

  it('sets the initials large when there is no portrait', () => {
    expect(renderToStaticMarkup(<PortraitThumb name="Femi Abara" />)).toContain('>FA<')
  })
})
