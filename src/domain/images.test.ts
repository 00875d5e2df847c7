import { describe, expect, it } from 'vitest'

import { ASPECT_RATIOS, WIDE_IMAGE_BREAKPOINTS, cssAspectRatio, expandSrcSet, focalPosition, largestUsefulWidth, srcSetWidths, usefulWidths } from './images'

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

  it('writes the same srcset from any one of its addresses and the widths', () => {
    expect(expandSrcSet(at(3840), [256, 384, 768])).toBe(srcSet)
  })
})

// spec §9: 3840 px is the widest breakpoint images are served at; no srcset needs a width beyond what its sizes can show.
describe('usefulWidths', () => {
  const all = [96, 128, 256, 384, 480, 768, 1024, 1440, 1920, 2560, 3840]

  it('keeps every width for an image as wide as the screen', () => {
    expect(largestUsefulWidth('(max-width: 1023px) 100vw, 66vw')).toBe(3069)
    expect(usefulWidths(all, '(max-width: 1023px) 100vw, 66vw')).toEqual(all)
  })

  it('stops at the first width a card can use at most: 80 % of a 767 px phone at 3×', () => {
    expect(largestUsefulWidth('(max-width: 767px) 80vw, (max-width: 1439px) 33vw, 20vw')).toBeCloseTo(1840.8)
    expect(usefulWidths(all, '(max-width: 767px) 80vw, (max-width: 1439px) 33vw, 20vw')).toEqual(all.slice(0, 9))
  })

  it('keeps every width when a clause is not in vw', () => {
    expect(usefulWidths(all, '(max-width: 479px) 100vw, 400px')).toEqual(all)
  })
})
