import { describe, expect, it } from 'vitest'

import { LINK_MESSAGES, isLinkTarget } from './link-target'
import { REDIRECT_STATUSES, findRedirect, normalizeRedirectPath, redirectFromProblem, redirectStatus, redirectTable } from './redirects'

describe('redirects', () => {
  it('answer 301 or 302', () => {
    expect(REDIRECT_STATUSES).toEqual(['301', '302'])
    expect(redirectStatus('302')).toBe(302)
    expect(redirectStatus('301')).toBe(301)
    expect(redirectStatus(undefined)).toBe(301)
  })

  it('compare paths without case, trailing slashes, queries or fragments', () => {
    expect(normalizeRedirectPath('/Old-Page/')).toBe('/old-page')
    expect(normalizeRedirectPath('/old-page?x=1#top')).toBe('/old-page')
    expect(normalizeRedirectPath('/a//b')).toBe('/a/b')
    expect(normalizeRedirectPath('/caf%C3%A9')).toBe('/café')
    expect(normalizeRedirectPath('/')).toBeNull()
    expect(normalizeRedirectPath('old-page')).toBeNull()
    expect(normalizeRedirectPath('//evil.example')).toBeNull()
    expect(normalizeRedirectPath('https://evil.example/x')).toBeNull()
    expect(normalizeRedirectPath('/%E0%A4%A')).toBeNull()
    expect(normalizeRedirectPath('/a b')).toBeNull()
  })

  it('explain sources and targets staff cannot use', () => {
    expect(redirectFromProblem('/admissions/old')).toBeNull()
    expect(redirectFromProblem('admissions/old')).toMatch(/starting with \//)
    expect(redirectFromProblem('/admin/collections/pages')).toMatch(/back office/)
    expect(redirectFromProblem('/api/v1/match/x')).toMatch(/back office/)
    expect(redirectFromProblem(undefined)).toMatch(/old path/)
    // A custom target is checked by the link rule for redirects (the field: src/cms/plugins/content-plugins.ts).
    expect(isLinkTarget('/admissions', 'pageOrWeb')).toBe(true)
    expect(isLinkTarget('https://example.org/x', 'pageOrWeb')).toBe(true)
    expect(isLinkTarget('javascript:alert(1)', 'pageOrWeb')).toBe(false)
    expect(isLinkTarget('//evil.example', 'pageOrWeb')).toBe(false)
    expect(LINK_MESSAGES.pageOrWeb).toMatch(/path such as/)
  })

  it('find the redirect of a request path and leave out loops', () => {
    const table = redirectTable([
      { from: '/Old-Visit/', to: '/admissions/visit', status: 301 },
      { from: '/tours', to: '/admissions/visit?tab=graduate', status: 302 },
      { from: '/loop', to: '/loop/', status: 301 },
    ])
    expect(findRedirect(table, '/old-visit')).toEqual({ from: '/old-visit', to: '/admissions/visit', status: 301 })
    expect(findRedirect(table, '/TOURS/')?.status).toBe(302)
    expect(findRedirect(table, '/loop')).toBeNull()
    expect(findRedirect(table, '/admissions/visit')).toBeNull()
  })
})
