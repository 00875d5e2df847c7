/** spec §5: sanitized HTML allows only these URL schemes. */
export const ALLOWED_URL_SCHEMES = ['data', 'http', 'https', 'mailto', 'tel', 'fax'] as const

/** spec §5: the schemes a link may use: those of sanitized HTML but data: (data only for images; a link never opens data). */
export const LINK_SCHEMES = ALLOWED_URL_SCHEMES.filter((scheme) => scheme !== 'data')

/** The href when a link may carry it: relative, or with a LINK_SCHEMES scheme. Else null, and the caller renders plain text. */
export function safeHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null
  const trimmed = href.trim()
  if (!trimmed) return null
  // Browsers ignore control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = trimmed.replace(/[\u0000-\u001f\u007f\s]/g, '')
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase()
  // `//host`, `/\host` and `\\host` all lead browsers to another site.
  if (!scheme) return /^[/\\]{2}/.test(compact) ? null : trimmed
  return (LINK_SCHEMES as readonly string[]).includes(scheme) ? trimmed : null
}

/** True for a link that leaves this site (an absolute http(s) URL). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
