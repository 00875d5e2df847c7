/** Where a staff-edited link may point: a path on this site or a full http(s) address. */
export const LINK_TARGET_MESSAGE = 'Use a path such as /about or a full address such as https://example.org.'

export function isLinkTarget(value: unknown): boolean {
  // `//host` is another site in disguise; spaces never belong in an address.
  return typeof value === 'string' && (/^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value))
}
