import { describe, expect, it } from 'vitest'

import { LINK_MESSAGES } from '@/domain/link-target'

import { LINK_REQUIRED_MESSAGE, linkValidator, validateWebLink } from './link'

describe('the link fields’ validation', () => {
  // spec §5: "Sanitized HTML allows schemes data, http, https, mailto, tel, fax": a link field takes them all but data:.
  it('takes site paths and the schemes of spec §5 in a link, and refuses the rest with the rule’s message', () => {
    const validate = linkValidator('link')
    for (const ok of ['/admissions/visit?tab=graduate', 'https://give.example.org', 'mailto:info@foundry.example', 'tel:+12125550147', 'fax:+12125550148'])
      expect(validate(ok), ok).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'admissions']) expect(validate(bad), bad).toBe(LINK_MESSAGES.link)
  })

  it('takes only http(s) addresses in a web link, and nothing when the field is optional', () => {
    expect(validateWebLink('https://www.instagram.com/foundry')).toBe(true)
    expect(validateWebLink(null)).toBe(true)
    expect(validateWebLink('')).toBe(true)
    expect(validateWebLink('/about')).toBe(LINK_MESSAGES.web)
    expect(validateWebLink('mailto:a@b.co')).toBe(LINK_MESSAGES.web)
  })

  it('checks a required field itself, with its own message if it has one', () => {
    expect(linkValidator('web', { required: true })(undefined)).toBe(LINK_REQUIRED_MESSAGE)
    expect(linkValidator('web', { required: 'Add the address.' })('')).toBe('Add the address.')
    expect(linkValidator('https', { message: 'Use the article’s https:// address.' })('http://example.org')).toBe('Use the article’s https:// address.')
  })

  it('checks a field only for the kind of link it is shown for', () => {
    const validate = linkValidator('link', { required: true, when: (sibling) => sibling.kind === 'url' })
    expect(validate('javascript:alert(1)', { siblingData: { kind: 'internal' } })).toBe(true)
    expect(validate('javascript:alert(1)', { siblingData: { kind: 'url' } })).toBe(LINK_MESSAGES.link)
    expect(validate(null, { siblingData: { kind: 'url' } })).toBe(LINK_REQUIRED_MESSAGE)
  })
})
