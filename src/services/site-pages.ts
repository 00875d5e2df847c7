import { cache } from 'react'

import type { NavigationItem } from '@/domain/navigation'

import { type SiteAlert, listSiteWideAlerts } from './alerts'
import { type FooterContent, getFooter } from './footer'
import { getNavigationTree } from './navigation'
import { type RegistrationSettings, type SiteIdentity, getAnalyticsMeasurementId, getRegistrationSettings, getSiteIdentity } from './site-config'

/** How many site-wide alerts the frame shows at most. */
const SITE_WIDE_ALERTS_SHOWN = 10

/** What the root of every public page needs: the college's identity (name, accent colour) and the analytics id, when staff set one. */
export const siteRoot = cache(async (): Promise<{ identity: SiteIdentity; measurementId: string | null }> => {
  const [identity, measurementId] = await Promise.all([getSiteIdentity(), getAnalyticsMeasurementId()])
  return { identity, measurementId }
})

export type SiteFrameView = {
  identity: SiteIdentity
  navigation: NavigationItem[]
  alerts: SiteAlert[]
  footer: FooterContent
  /** The cart's hand-off to registration (spec §7, §9). */
  registration: RegistrationSettings
}

/** The default layout's frame (spec §2): header with the navigation and the cart, the site-wide alerts, the footer. */
export const siteFrame = cache(async (): Promise<SiteFrameView> => {
  const [identity, navigation, alerts, footer, registration] = await Promise.all([
    getSiteIdentity(),
    getNavigationTree(),
    listSiteWideAlerts({ page: 1, limit: SITE_WIDE_ALERTS_SHOWN }),
    getFooter(),
    getRegistrationSettings(),
  ])
  return { identity, navigation, alerts: alerts.items, footer, registration }
})
