import { describe, expect, it } from 'vitest'

import { MAX_SLUG_SEGMENTS, SLUG_PATTERN, isSlug, isSlugPath, slugify, slugifyPath } from './slug'

describe('slugify', () => {
  it.each([
    ['Fine Arts', 'fine-arts'],
    ['  Design & Technology!  ', 'design-and-technology'],
    ['Éducation artistique', 'education-artistique'],
    ['MFA -- Visual Narrative', 'mfa-visual-narrative'],
    ['***', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('produces slugs that match the slug pattern', () => {
    expect(SLUG_PATTERN.test(slugify('Photography, Video and Related Media'))).toBe(true)
    expect(SLUG_PATTERN.test('Bad Slug')).toBe(false)
  })
})

describe('slug paths (architecture guide: event and feature slugs may hold several segments)', () => {
  it('slugify each segment', () => {
    expect(slugifyPath('Senior Show / 2026')).toBe('senior-show/2026')
    expect(slugifyPath('/a//B C/')).toBe('a/b-c')
  })

  it('accept nested slugs up to the segment limit', () => {
    expect(isSlugPath('senior-show')).toBe(true)
    expect(isSlugPath('senior-show/2026/opening')).toBe(true)
    expect(isSlugPath(Array.from({ length: MAX_SLUG_SEGMENTS }, () => 'a').join('/'))).toBe(true)
    expect(isSlugPath(Array.from({ length: MAX_SLUG_SEGMENTS + 1 }, () => 'a').join('/'))).toBe(false)
  })

  it.each(['', '/a', 'a/', 'a//b', '../a', 'a/../b', 'A/b', 'a b', 'a/%2e%2e'])('refuse %j', (value) => {
    expect(isSlugPath(value)).toBe(false)
  })
})

describe('isSlug', () => {
  it('accepts one slug', () => {
    expect(isSlug('sva-feedback')).toBe(true)
    expect(isSlug('a'.repeat(200))).toBe(true)
  })

  it.each([['a'.repeat(201)], [''], ['../../x'], ['a/b'], ['%E0%A4'], ['A'], [null], [undefined], [42], [{ $ne: 1 }], [['sva-feedback']]])(
    'refuses %j',
    (value) => {
      expect(isSlug(value)).toBe(false)
    },
  )
})
