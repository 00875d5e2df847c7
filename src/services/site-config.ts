import { ANALYTICS_MEASUREMENT_ID_KEY, ANALYTICS_MEASUREMENT_ID_PATTERN } from '@/domain/analytics'
import type { SiteConfig as SiteConfigDoc } from '@/payload-types'

import { cms } from './cms'
import { keptUntilChange } from './content-version'

export type SiteIdentity = {
  collegeName: string
  shortName: string
  tagline: string | null
  timeZone: string
  accentColor: string
  address: { street: string; city: string; region: string | null; postalCode: string | null; country: string | null }
  phone: string
  email: string | null
  socialLinks: { network: string; url: string }[]
}

export type NotFoundVideo = { provider: 'youtube' | 'vimeo'; videoId: string; title: string }

/** One read per content change: the root layout, the frame and the page of every render ask for it (docs/decisions/0073). */
const readSiteConfig = keptUntilChange(
  async (): Promise<SiteConfigDoc> => (await cms()).findGlobal({ slug: 'site-config', depth: 0, overrideAccess: false }),
  'site-config',
)

/** The college's name, address, phone, links and time zone. */
export async function getSiteIdentity(): Promise<SiteIdentity> {
  const doc = await readSiteConfig()
  return {
    collegeName: doc.collegeName ?? 'College',
    shortName: doc.shortName ?? doc.collegeName ?? 'College',
    tagline: doc.tagline ?? null,
    timeZone: doc.timeZone ?? 'America/New_York',
    accentColor: doc.accentColor ?? '#e4002b',
    address: {
      street: doc.address?.street ?? '',
      city: doc.address?.city ?? '',
      region: doc.address?.region ?? null,
      postalCode: doc.address?.postalCode ?? null,
      country: doc.address?.country ?? null,
    },
    phone: doc.phone ?? '',
    email: doc.email ?? null,
    socialLinks: (doc.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
  }
}

function isoDay(value: string | null | undefined): string | null {
  return value ? value.slice(0, 10) : null
}

/** spec §3: the config key-value map, with the college's identity and any further entries staff added. */
export async function getConfigMap(): Promise<Record<string, string | null>> {
  const doc = await readSiteConfig()
  const map: Record<string, string | null> = {}
  for (const entry of doc.entries ?? []) map[entry.key] = entry.value ?? null
  return {
    ...map,
    collegeName: doc.collegeName ?? null,
    shortName: doc.shortName ?? null,
    timeZone: doc.timeZone ?? null,
    phone: doc.phone ?? null,
    accentColor: doc.accentColor ?? null,
    springSessionStartDate: isoDay(doc.sessionStartDates?.spring),
    summerSessionStartDate: isoDay(doc.sessionStartDates?.summer),
    fallSessionStartDate: isoDay(doc.sessionStartDates?.fall),
    searchKey: doc.search?.key || null,
    searchEngineId: doc.search?.engineId || null,
    registrationUrl: doc.registration?.url || null,
    registrationPhone: doc.registration?.phone || null,
  }
}

/** Where the cart sends visitors to register (null: by phone only), and the phone to register by. */
export type RegistrationSettings = { url: string | null; phone: string }

/** spec §7, §9: the cart's hand-off: the registration address and phone of site config (the college's phone when none is set). */
export async function getRegistrationSettings(): Promise<RegistrationSettings> {
  const doc = await readSiteConfig()
  return { url: doc.registration?.url?.trim() || null, phone: doc.registration?.phone?.trim() || doc.phone || '' }
}

/** spec §3 (config session start dates): when the Spring, Summer and Fall sessions start (YYYY-MM-DD), those set only. */
export async function getSessionStartDates(): Promise<{ label: 'Spring' | 'Summer' | 'Fall'; date: string }[]> {
  const doc = await readSiteConfig()
  const dates = doc.sessionStartDates
  return (
    [
      { label: 'Spring', date: isoDay(dates?.spring) },
      { label: 'Summer', date: isoDay(dates?.summer) },
      { label: 'Fall', date: isoDay(dates?.fall) },
    ] as const
  ).flatMap((session) => (session.date ? [{ label: session.label, date: session.date }] : []))
}

/** The candidates for the 404 page's random video (content, not code). */
export async function getNotFoundVideos(): Promise<NotFoundVideo[]> {
  const doc = await readSiteConfig()
  return (doc.notFoundVideos ?? []).map(({ provider, videoId, title }) => ({ provider, videoId, title }))
}

/** The analytics measurement id staff set in site config, or null when analytics is off or the id is malformed. */
export async function getAnalyticsMeasurementId(): Promise<string | null> {
  const doc = await readSiteConfig()
  const value = doc.entries?.find((entry) => entry.key === ANALYTICS_MEASUREMENT_ID_KEY)?.value?.trim()
  return value && ANALYTICS_MEASUREMENT_ID_PATTERN.test(value) ? value : null
}
