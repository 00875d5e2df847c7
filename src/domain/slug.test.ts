import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN, slugify } from './slug'

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
