/** spec §3: external link kinds and social networks, as faculty profiles list them. */
export const LINK_KINDS = ['Website', 'Social'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

export const LINK_NETWORKS = [
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
export type LinkNetwork = (typeof LINK_NETWORKS)[number]

/** What a link reads as when staff gave it no label: the network, or the site's host name. */
export function linkLabel(link: { kind: LinkKind; network?: string | null; label?: string | null; url: string }): string {
  const label = link.label?.trim()
  if (label) return label
  if (link.kind === 'Social' && link.network) return link.network
  try {
    return new URL(link.url).hostname.replace(/^www\./, '')
  } catch {
    return link.url
  }
}
