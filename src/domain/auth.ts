/** spec §9: staff tokens live one week. */
export const AUTH_TOKEN_EXPIRY_MS = 604_800_000
export const AUTH_TOKEN_EXPIRY_SECONDS = AUTH_TOKEN_EXPIRY_MS / 1000

/** spec §6/§7: the area header; the public site sends FO, the admin all. */
export const AREA_HEADER = 'X-Area'
export const AREAS = ['FO', 'all'] as const
export type Area = (typeof AREAS)[number]

export function parseArea(value: string | null): Area | null {
  if (value === null || value === '') return 'FO'
  const match = AREAS.find((area) => area.toLowerCase() === value.trim().toLowerCase())
  return match ?? null
}

/** The session cookie travels over HTTPS only when the site is served over it; never to another site's pages (decision 0062). */
export const sessionCookieOptions = (publicOrigin: string) => ({ secure: publicOrigin.startsWith('https://'), sameSite: 'Lax' as const })
