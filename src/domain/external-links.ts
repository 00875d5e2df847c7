/** spec §3: external links, as blocks, faculty profiles and other content list them. */

/** spec §3: external link kinds. */
export const EXTERNAL_LINK_KINDS = ['Website', 'Social'] as const
export type ExternalLinkKind = (typeof EXTERNAL_LINK_KINDS)[number]

/** spec §3: the social networks an external link may name. */
export const SOCIAL_NETWORKS = [
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
] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** The visible part of an address: host and path, without the scheme, `www.` or a trailing slash. */
export function shortAddress(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.host.replace(/^www\./, '')}${parsed.pathname === '/' ? '' : parsed.pathname}`
  } catch {
    return url
  }
}

/** What a link reads as when staff gave it no label: the network, or the site's host name. */
export function linkLabel(link: { kind: ExternalLinkKind; network?: string | null; label?: string | null; url: string }): string {
  const label = link.label?.trim()
  if (label) return label
  if (link.kind === 'Social' && link.network) return link.network
  try {
    return new URL(link.url).hostname.replace(/^www\./, '')
  } catch {
    return link.url
  }
}
