import { cache } from 'react'

import type { EditTarget } from '@/domain/edit-targets'
import { webSiteStructuredData } from '@/domain/search'
import { publicOrigin } from '@/env'

import { type HomeAlert, findActiveHomePageAlert } from './alerts'
import { getHomepage } from './homepage'
import type { HomepageData } from './homepage-types'
import { type SiteIdentity, getSiteIdentity } from './site-config'

export type HomePageView = {
  homepage: HomepageData
  alert: HomeAlert | null
  identity: SiteIdentity
  structuredData: Record<string, unknown>
  /** The staff toolbar edits the home page's global (spec §6). */
  edit: EditTarget
}

/** spec §2: the home page: the active home-page alert, the featured stories in the template's layout, then the sections. */
export const homePage = cache(async (): Promise<HomePageView> => {
  const [homepage, alert, identity] = await Promise.all([getHomepage(), findActiveHomePageAlert(), getSiteIdentity()])
  return { homepage, alert, identity, structuredData: webSiteStructuredData(identity.collegeName, publicOrigin()), edit: { type: 'homepage' } }
})
