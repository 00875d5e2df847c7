import type { ReactNode } from 'react'

import { AlertBanner } from '@/components/alerts/alert-banner'
import { SkipLink } from '@/components/site/skip-link'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { listSiteWideAlerts } from '@/services/alerts'
import { getFooter } from '@/services/footer'
import { getNavigationTree } from '@/services/navigation'
import { getSiteIdentity } from '@/services/site-config'

import styles from '../layout.module.css'

/**
 * The default layout (spec §2): header, site-wide alerts, main content, footer. It sits one level
 * below the root so that not-found.tsx and error.tsx here render inside this frame and on the
 * server (docs/decisions/0005-not-found-under-a-layout.md).
 */
export default async function ContentLayout({ children }: { children: ReactNode }) {
  const [identity, navigation, alerts, footer] = await Promise.all([
    getSiteIdentity(),
    getNavigationTree(),
    listSiteWideAlerts({ page: 1, limit: 10 }),
    getFooter(),
  ])
  return (
    <>
      <SkipLink />
      <SiteHeader collegeName={identity.collegeName} shortName={identity.shortName} navigation={navigation} socialLinks={identity.socialLinks} />
      {alerts.items.map((alert) => (
        <AlertBanner key={alert.id} alert={alert} kind="site-wide" />
      ))}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter identity={identity} footer={footer} />
    </>
  )
}
