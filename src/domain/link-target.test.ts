import { describe, expect, it } from 'vitest'

import { LINK_MESSAGES, LINK_RULES, isLinkTarget } from './link-target'
import { ALLOWED_URL_SCHEMES, LINK_SCHEMES } from './safe-url'

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

describe('the link rule of every link field', () => {
  // spec §5: "Sanitized HTML allows schemes data, http, https, mailto, tel, fax"; a link never opens data:.
  it('allows the schemes of spec §5 but data:', () => {
    expect(LINK_SCHEMES).toEqual(['http', 'https', 'mailto', 'tel', 'fax'])
    expect(ALLOWED_URL_SCHEMES.filter((scheme) => !(LINK_SCHEMES as readonly string[]).includes(scheme))).toEqual(['data'])
    for (const ok of ['mailto:admissions@foundry.example', 'tel:+12125550147', 'fax:+12125550148', 'MAILTO:a@b.co'])
      expect(isLinkTarget(ok, 'link'), ok).toBe(true)
    for (const bad of ['mailto:', 'tel: +1212', 'sms:+12125550147', 'ftp://files.example', 'data:image/png;base64,AAAA'])
      expect(isLinkTarget(bad, 'link'), bad).toBe(false)
  })

  it('refuses what browsers read as another site or a hidden scheme', () => {
    for (const bad of [
      '/\\evil.example',
      '//evil.example',
      'https://evil.example\\@ok.example',
      'java\tscript:alert(1)',
      '\u0001https://ok.example',
      'https:///path',
    ])
      for (const rule of ['link', 'pageOrWeb', 'web', 'path'] as const) expect(isLinkTarget(bad, rule), `${rule} ${JSON.stringify(bad)}`).toBe(false)
  })

  it('has web-only, https-only and path-only variants', () => {
    expect(['https://example.org', 'http://example.org/a', '/about', 'mailto:a@b.co'].map((v) => isLinkTarget(v, 'web'))).toEqual([true, true, false, false])
    expect(['https://example.org', 'http://example.org', '/about'].map((v) => isLinkTarget(v, 'https'))).toEqual([true, false, false])
    expect(['/about', '/', 'https://example.org', 'about'].map((v) => isLinkTarget(v, 'path'))).toEqual([true, true, false, false])
    expect(['/about', 'https://example.org', 'mailto:a@b.co'].map((v) => isLinkTarget(v, 'pageOrWeb'))).toEqual([true, true, false])
  })

  it('has a message for each rule', () => {
    expect(Object.keys(LINK_MESSAGES).sort()).toEqual(Object.keys(LINK_RULES).sort())
    expect(LINK_MESSAGES.pageOrWeb).toMatch(/path such as/)
  })
})
