/** Where a staff-edited link may point: the one rule every link field and redirect checks (`linkValidator` in src/cms/fields/link.ts). Pure. */
import { LINK_SCHEMES } from './safe-url'

const WEB_SCHEMES = ['http', 'https'] as const

/** What each kind of link field accepts: site paths, and which schemes. */
export const LINK_RULES = {
  /** Anything a visitor can follow from a page: a site path, a web address, mail, phone or fax. */
  link: { paths: true, schemes: LINK_SCHEMES },
  /** A site path or a web address (a redirect's target). */
  pageOrWeb: { paths: true, schemes: WEB_SCHEMES },
  /** An address on another site: a registration page, a profile, a channel. */
  web: { paths: false, schemes: WEB_SCHEMES },
  /** The same over https only. */
  https: { paths: false, schemes: ['https'] },
  /** A path on this site. */
  path: { paths: true, schemes: [] },
} as const satisfies Record<string, { paths: boolean; schemes: readonly string[] }>

export type LinkRule = keyof typeof LINK_RULES

/** What staff read when a value does not fit its field. */
export const LINK_MESSAGES: Record<LinkRule, string> = {
  link: 'Use a path such as /about, a full address such as https://example.org, or mailto:, tel: or fax:.',
  pageOrWeb: 'Use a path such as /about or a full address such as https://example.org.',
  web: 'Use a full web address starting with https://',
  https: 'Use the https:// address.',
  path: 'Use a path on this site starting with /, such as /admissions/visit.',
}

/** A path on this site: `/`, then no space; never `//host` or `/\host`, which browsers read as another site. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value)
}

/** An absolute http(s) address with a host. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

/** True when `value` fits the rule (by default any link a visitor can follow). */
export function isLinkTarget(value: unknown, rule: LinkRule = 'link'): boolean {
  // eslint-disable-next-line no-control-regex -- a control character hides a scheme from people, not from browsers
  if (typeof value !== 'string' || value === '' || /[\u0000-\u001f\u007f]/.test(value)) return false
  const { paths, schemes } = LINK_RULES[rule]
  if (value.startsWith('/')) return paths && isSitePath(value)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (!scheme || !(schemes as readonly string[]).includes(scheme)) return false
  return scheme === 'http' || scheme === 'https' ? isWebAddress(value) : /^[a-z]+:\S+$/i.test(value)
}
