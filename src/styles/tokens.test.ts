import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BREAKPOINTS, HEADER_HEIGHTS } from '@/domain/header'

const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')
const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim()

// spec §9: header heights desktop 80, shrunk 40, tablet 68, mobile 58, 4k 150, shrunk 4k 75; breakpoints sm 768, md 1024, 4k 3840.
describe('the header heights the stylesheet uses', () => {
  it('are the spec’s, as design tokens', () => {
    expect(token('header-height')).toBe(`${HEADER_HEIGHTS.mobile}px`)
    expect(token('header-height-tablet')).toBe(`${HEADER_HEIGHTS.tablet}px`)
    expect(token('header-height-desktop')).toBe(`${HEADER_HEIGHTS.desktop}px`)
    expect(token('header-height-desktop-shrunk')).toBe(`${HEADER_HEIGHTS.desktopShrunk}px`)
    expect(token('header-height-4k')).toBe(`${HEADER_HEIGHTS.fourK}px`)
    expect(token('header-height-4k-shrunk')).toBe(`${HEADER_HEIGHTS.fourKShrunk}px`)
  })

  it('switch at the spec’s breakpoints: tablet from sm, desktop (which shrinks) from md, 4k from 4k', () => {
    const switches = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*:root \{\s*--header-height: var\(--header-height-([a-z0-9]+)\)/g)].map((match) => [
      Number(match[1]),
      match[2],
    ])
    expect(switches).toEqual([
      [BREAKPOINTS.sm, 'tablet'],
      [BREAKPOINTS.md, 'desktop'],
      [BREAKPOINTS['4k'], '4k'],
    ])
  })
})
