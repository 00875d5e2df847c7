import { describe, expect, it } from 'vitest'

import { ALLOWED_URL_SCHEMES, isExternalHref, safeHref } from './safe-url'

describe('safe links', () => {
  // spec §5: sanitized HTML allows the schemes data, http, https, mailto, tel, fax
  it('allow exactly the schemes of spec §5, but data: (only for images)', () => {
    expect(ALLOWED_URL_SCHEMES).toEqual(['data', 'http', 'https', 'mailto', 'tel', 'fax'])
    for (const href of ['https://example.edu/a', 'http://example.edu', 'mailto:info@example.edu', 'tel:+12125550147', 'fax:+12125550148']) {
      expect(safeHref(href)).toBe(href)
    }
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(safeHref('DATA:image/png;base64,AAAA')).toBeNull()
  })

  it('keep relative links', () => {
    expect(safeHref('/admissions/visit?tab=graduate')).toBe('/admissions/visit?tab=graduate')
    expect(safeHref('#apply')).toBe('#apply')
    expect(safeHref('?page=2')).toBe('?page=2')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/path',
    // Browsers read a backslash in a path's first two characters as a slash: another site.
    '/\\evil.example/path',
    '\\\\evil.example/path',
    '',
    '   ',
  ])('refuse %j', (href) => {
    expect(safeHref(href)).toBeNull()
  })

  it('refuse what is not a string', () => {
    expect(safeHref(null)).toBeNull()
    expect(safeHref(undefined)).toBeNull()
  })

  it('tell links that leave the site', () => {
    expect(isExternalHref('https://example.org')).toBe(true)
    expect(isExternalHref('/events')).toBe(false)
    expect(isExternalHref('mailto:a@b.c')).toBe(false)
  })
})
