import { describe, expect, it } from 'vitest'

import {
  EMAIL_PATTERN,
  signupLinkRewrite,
  NEWSLETTERS,
  NEWSLETTER_MAX_STORIES,
  SUBSCRIBE_LISTS,
  escapeHtml,
  newsletterLabel,
  subscribeList,
  subscribeRewrite,
} from './newsletters'

describe('newsletters', () => {
  it('spec §3: the five newsletters by name', () => {
    expect(NEWSLETTERS.map((n) => n.label)).toEqual(['SVA Today', 'Now', 'Today Summer', 'Insider', 'Calendar'])
    expect(newsletterLabel('todaySummer')).toBe('Today Summer')
    expect(newsletterLabel('unknown')).toBe('unknown')
  })
  it('spec §3: a newsletter issue holds at most 12 stories', () => {
    expect(NEWSLETTER_MAX_STORIES).toBe(12)
  })
})

describe('subscribeList', () => {
  it('spec §2: the newsletter query chooses svanow, sva-calendar or continuing-education', () => {
    expect(SUBSCRIBE_LISTS.map((list) => list.key)).toEqual(['svanow', 'sva-calendar', 'continuing-education'])
    expect(subscribeList('sva-calendar').key).toBe('sva-calendar')
    expect(subscribeList(['continuing-education', 'svanow']).key).toBe('continuing-education')
  })

  it('sends a known list to a cached path of its own and leaves anything else alone', () => {
    expect(subscribeRewrite('/subscribe', new URLSearchParams('newsletter=sva-calendar'))).toBe('/subscribe/_list/sva-calendar')
    expect(subscribeRewrite('/subscribe/', new URLSearchParams('newsletter=continuing-education&utm=x'))).toBe('/subscribe/_list/continuing-education')
    expect(subscribeRewrite('/subscribe', new URLSearchParams('newsletter=../admin'))).toBeNull()
    expect(subscribeRewrite('/subscribe', new URLSearchParams(''))).toBeNull()
    expect(subscribeRewrite('/events', new URLSearchParams('newsletter=svanow'))).toBeNull()
  })

  it('falls back to the first list for a missing or unknown key', () => {
    expect(subscribeList(undefined).key).toBe('svanow')
    expect(subscribeList('<script>').key).toBe('svanow')
  })
})

describe('sign-up e-mail', () => {
  it('accepts ordinary addresses and refuses the rest', () => {
    expect(EMAIL_PATTERN.test('ana.cruz+news@example.edu')).toBe(true)
    for (const bad of ['', 'ana', 'ana@', '@example.edu', 'ana @example.edu', 'ana@example', '<a@b.co>']) expect(EMAIL_PATTERN.test(bad)).toBe(false)
  })
})

describe('the e-mail escaping', () => {
  it('escapes text for HTML', () => {
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;')
  })
})

describe('the links of newsletter mail', () => {
  it('sends a followed confirmation (GET) and a one-click unsubscribe (POST) to the API, nothing else', () => {
    expect(signupLinkRewrite('GET', '/subscribe/confirm')).toBe('/api/v1/newsletter-signups/confirm')
    expect(signupLinkRewrite('POST', '/unsubscribe')).toBe('/api/v1/newsletter-signups/unsubscribe')
    expect(signupLinkRewrite('GET', '/unsubscribe')).toBeNull()
    expect(signupLinkRewrite('POST', '/subscribe/confirm')).toBeNull()
    expect(signupLinkRewrite('GET', '/subscribe')).toBeNull()
  })
})
