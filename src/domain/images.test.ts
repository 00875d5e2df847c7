import { describe, expect, it } from 'vitest'

import {
  ASPECT_RATIOS,
  WIDE_IMAGE_BREAKPOINTS,
  cssAspectRatio,
  expandSrcSet,
  fillInlineStyle,
  focalPosition,
  largestUsefulWidth,
  smallestUsefulWidth,
  srcSetWidths,
  usefulWidths,
  withoutDeploymentId,
} from './images'

describe('image rules', () => {
  // spec §3: image aspect ratios free, 1:1, 16:9, 4:5, 2:1, 5:7
  it('offer the aspect ratios of spec §3', () => {
    expect(ASPECT_RATIOS).toEqual(['free', '1:1', '16:9', '4:5', '2:1', '5:7'])
    expect(ASPECT_RATIOS.map(cssAspectRatio)).toEqual([null, '1 / 1', '16 / 9', '4 / 5', '2 / 1', '5 / 7'])
  })

  // spec §9: wide image breakpoints 1024, 1440, 1920, 2560, 3840
  it('serve wide images at the breakpoints of spec §9', () => {
    expect(WIDE_IMAGE_BREAKPOINTS).toEqual([1024, 1440, 1920, 2560, 3840])
  })

  it('keep the focal point in view, within the image', () => {
    expect(focalPosition(null)).toBe('50% 50%')
    expect(focalPosition({ x: 20, y: 75 })).toBe('20% 75%')
    expect(focalPosition({ x: -5, y: 140 })).toBe('0% 100%')
  })
})

describe('srcSetWidths and expandSrcSet', () => {
  const at = (width: number) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=${width}&q=75&dpl=abc`
  const srcSet = [256, 384, 768].map((width) => `${at(width)} ${width}w`).join(', ')

  it('reads the widths of a srcset', () => {
    expect(srcSetWidths(srcSet)).toEqual([256, 384, 768])
  })

  // docs/decisions/0180: the deployment parameter goes from every address of a srcset, and nothing else.
  it('leaves out the deployment parameter', () => {
    expect(withoutDeploymentId(srcSet)).toBe([256, 384, 768].map((width) => `${at(width).replace('&dpl=abc', '')} ${width}w`).join(', '))
    expect(withoutDeploymentId('/_next/image?url=a.jpg&w=256&q=75')).toBe('/_next/image?url=a.jpg&w=256&q=75')
  })

  it('writes the same srcset from any one of its addresses and the widths', () => {
    expect(expandSrcSet(at(3840), [256, 384, 768])).toBe(srcSet)
  })
})

// spec §9: 3840 px is the widest breakpoint images are served at; no srcset needs a width beyond what its sizes can show.
describe('usefulWidths', () => {
  const all = [96, 128, 256, 384, 480, 768, 1024, 1440, 1920, 2560, 3840]

  it('keeps every width for an image as wide as the screen', () => {
    expect(largestUsefulWidth('(max-width: 1023px) 100vw, 66vw')).toBe(3069)
    expect(usefulWidths(all, '(max-width: 1023px) 100vw, 66vw')).toEqual(all.slice(3))
  })

  it('stops at the first width a card can use at most: 80 % of a 767 px phone at 3×', () => {
    expect(largestUsefulWidth('(max-width: 767px) 80vw, (max-width: 1439px) 33vw, 20vw')).toBeCloseTo(1840.8)
    expect(usefulWidths(all, '(max-width: 767px) 80vw, (max-width: 1439px) 33vw, 20vw')).toEqual(all.slice(2, 9))
  })

  // docs/decisions/0180: a card is at least 80 % of a 320 px phone (256 px) or a third of a 768 px screen (253 px) wide.
  it('starts at the first width as wide as the image can be at its narrowest', () => {
    expect(smallestUsefulWidth('(max-width: 767px) 80vw, (max-width: 1439px) 33vw, 20vw')).toBeCloseTo(253.44)
    expect(smallestUsefulWidth('(max-width: 1023px) 100vw, 66vw')).toBe(320)
    expect(usefulWidths([256, 384, 768], '(max-width: 767px) 50vw, (max-width: 1439px) 20vw, (max-width: 2559px) 14vw, 10vw')).toEqual([256, 384, 768])
    expect(usefulWidths([96, 128], '100vw')).toEqual([128])
  })

  it('keeps every width when a clause is not in vw', () => {
    expect(usefulWidths(all, '(max-width: 479px) 100vw, 400px')).toEqual(all)
  })
})

// docs/decisions/0180: a centred image's position is its class's, not written on each image.
describe('fillInlineStyle', () => {
  it('writes the position only when it is not the centre', () => {
    expect(fillInlineStyle({ position: '50% 50%', placeholder: 'data:image/webp;base64,AA' })).toEqual({ backgroundImage: 'url("data:image/webp;base64,AA")' })
    expect(fillInlineStyle({ position: '50% 50%' })).toEqual({})
    expect(fillInlineStyle({ position: '20% 75%', placeholder: 'data:image/webp;base64,AA' })).toEqual({
      objectPosition: '20% 75%',
      backgroundPosition: '20% 75%',
      backgroundImage: 'url("data:image/webp;base64,AA")',
    })
  })
})
