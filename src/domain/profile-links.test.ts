import { describe, expect, it } from 'vitest'

import { LINK_KINDS, LINK_NETWORKS, linkLabel } from './profile-links'

describe('profile links', () => {
  // spec §3: external link kinds Website or Social, and the networks listed there
  it('knows the kinds and the 19 networks of spec §3', () => {
    expect(LINK_KINDS).toEqual(['Website', 'Social'])
    expect(LINK_NETWORKS).toHaveLength(19)
    expect(LINK_NETWORKS).toContain('Behance')
    expect(LINK_NETWORKS).toContain('Youku')
  })

  it('labels a link by its label, its network or its host', () => {
    expect(linkLabel({ kind: 'Website', label: ' Studio site ', url: 'https://x.example' })).toBe('Studio site')
    expect(linkLabel({ kind: 'Social', network: 'Instagram', url: 'https://instagram.example/ada' })).toBe('Instagram')
    expect(linkLabel({ kind: 'Website', url: 'https://www.ada-abara.example/work' })).toBe('ada-abara.example')
    expect(linkLabel({ kind: 'Website', url: 'not a url' })).toBe('not a url')
  })
})
