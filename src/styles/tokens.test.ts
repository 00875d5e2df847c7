import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BREAKPOINTS, HEADER_HEIGHTS, headerHeightTokens } from '@/domain/header'

const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')

// spec §9: header heights desktop 80, shrunk 40, tablet 68, mobile 58, 4k 150, shrunk 4k 75; breakpoints sm 768, md 1024, 4k 3840.
describe('the header heights of the stylesheet', () => {
  it('come from the spec’s numbers, set on the root element', () => {
    expect(headerHeightTokens()).toEqual({
      '--header-height-mobile': `${HEADER_HEIGHTS.mobile}px`,
      '--header-height-tablet': `${HEADER_HEIGHTS.tablet}px`,
      '--header-height-desktop': `${HEADER_HEIGHTS.desktop}px`,
      '--header-height-desktop-shrunk': `${HEADER_HEIGHTS.desktopShrunk}px`,
      '--header-height-4k': `${HEADER_HEIGHTS.fourK}px`,
      '--header-height-4k-shrunk': `${HEADER_HEIGHTS.fourKShrunk}px`,
    })
    const used = new Set([...css.matchAll(/var\((--header-height-[a-z0-9-]+)\)/g)].map((match) => match[1]))
    expect([...used].every((name) => name! in headerHeightTokens())).toBe(true)
    expect(css).not.toMatch(/--header-height-[a-z0-9-]+:\s*\d/)
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
