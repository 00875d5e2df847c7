import { describe, expect, it } from 'vitest'

import { isLinkTarget } from './link-target'

describe('link targets', () => {
  it('accepts site paths and http(s) addresses', () => {
    for (const ok of ['/', '/about', '/subscribe?newsletter=svanow', '/admissions/visit#tour', 'https://give.example.org/', 'http://example.org/a?b=c'])
      expect(isLinkTarget(ok)).toBe(true)
  })

  it('refuses other schemes, protocol-relative and malformed values', () => {
    for (const bad of ['', 'about', '//evil.example', 'javascript:alert(1)', 'data:text/html,x', 'https://', 'https:// example.org', '/a b', null, 42])
      expect(isLinkTarget(bad)).toBe(false)
  })
})
