import { describe, expect, it } from 'vitest'

import { resolveLink } from './link-href'

describe('resolveLink', () => {
  it('follows a safe web address, external or not', () => {
    expect(resolveLink({ kind: 'url', url: 'https://example.org/', label: ' Visit ', newTab: true })).toEqual({
      href: 'https://example.org/',
      label: 'Visit',
      external: true,
      newTab: true,
    })
    expect(resolveLink({ kind: 'url', url: 'javascript:alert(1)' })).toBeNull()
  })

  it('links a published document by its path, titled by it when the label is empty', () => {
    const page = { relationTo: 'pages', value: { path: 'admissions/visit', title: 'Visit', _status: 'published' } }
    expect(resolveLink({ kind: 'internal', page })).toEqual({ href: '/admissions/visit', label: 'Visit', external: false, newTab: false })
    expect(resolveLink({ kind: 'internal', page: { ...page, value: { ...page.value, _status: 'draft' } } })).toBeNull()
    expect(resolveLink({ kind: 'internal', page: { relationTo: 'pages', value: 4 } })).toBeNull()
  })
})
