import { describe, expect, it } from 'vitest'

import { EXTERNAL_LINK_KINDS, SOCIAL_NETWORKS, linkLabel, shortAddress } from './external-links'

describe('external links', () => {
  // spec §3: external link kinds Website or Social, and the networks listed there
  it('know the kinds and the 19 networks of spec §3', () => {
    expect(EXTERNAL_LINK_KINDS).toEqual(['Website', 'Social'])
    expect(SOCIAL_NETWORKS).toEqual([
      'Behance',
      'BlueSky',
      'Dribbble',
      'Facebook',
      'Flickr',
      'Instagram',
      'Issuu',
      'LinkedIn',
      'Mastodon',
      'Snapchat',
      'Threads',
      'TikTok',
      'Tumblr',
      'Twitter',
      'Vimeo',
      'WeChat',
      'Weibo',
      'Youku',
      'YouTube',
    ])
  })

  it('label a link by its label, its network or its host', () => {
    expect(linkLabel({ kind: 'Website', label: ' Studio site ', url: 'https://x.example' })).toBe('Studio site')
    expect(linkLabel({ kind: 'Social', network: 'Instagram', url: 'https://instagram.example/ada' })).toBe('Instagram')
    expect(linkLabel({ kind: 'Website', url: 'https://www.ada-abara.example/work' })).toBe('ada-abara.example')
    expect(linkLabel({ kind: 'Website', url: 'not a url' })).toBe('not a url')
  })

  it('shorten an address to its host and path', () => {
    expect(shortAddress('https://www.ada-abara.example/work/')).toBe('ada-abara.example/work/')
    expect(shortAddress('https://ada-abara.example/')).toBe('ada-abara.example')
    expect(shortAddress('not a url')).toBe('not a url')
  })
})
