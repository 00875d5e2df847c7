import type { ReactNode } from 'react'

import { AlertBanner } from '@/components/alerts/alert-banner'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { SkipLink } from '@/components/site/skip-link'
import { StaffToolbarLoader } from '@/components/staff/staff-toolbar-loader'
import { siteFrame } from '@/services/site-pages'

import styles from '../layout.module.css'

/**
 * The default layout (spec §2): header, site-wide alerts, main content, footer. It sits one level
 * below the root so that not-found.tsx and error.tsx here render inside this frame and on the
 * server (docs/decisions/0005-not-found-under-a-layout.md). Staff signed in get their edit toolbar at
 * the foot of the window (spec §2, §6; loaded in the browser for staff only, docs/decisions/0061).
 */
export default async function ContentLayout({ children }: { children: ReactNode }) {
  const { identity, navigation, alerts, footer, registration } = await siteFrame()
  return (
    <>
      <SkipLink />
      <SiteHeader
        collegeName={identity.collegeName}
        shortName={identity.shortName}
        navigation={navigation}
        socialLinks={identity.socialLinks}
        registration={registration}
      />
      {alerts.map((alert) => (
        <AlertBanner key={alert.id} alert={alert} kind="site-wide" />
      ))}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter identity={identity} footer={footer} />
      <StaffToolbarLoader />
    </>
  )
}
