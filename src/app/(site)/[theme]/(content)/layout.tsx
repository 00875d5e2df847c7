import type { ReactNode } from 'react'

import { AlertBanner } from '@/components/alerts/alert-banner'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { PageEffects } from '@/components/site/page-effects'
import { SkipLink } from '@/components/site/skip-link'
import { StaffToolbarLoader } from '@/components/staff/staff-toolbar-loader'
import { siteFrame } from '@/services/site-pages'

import styles from '../layout.module.css'

/** The default layout (spec §2), below the root so 404 and error render inside it (docs/decisions/0005); staff get their toolbar (spec §2, §6). */
export default async function ContentLayout({ children }: { children: ReactNode }) {
  const { identity, navigation, alerts, footer, registration } = await siteFrame()
  return (
    <>
      {/* First in the body: see hash-scroll.ts. Here, not in the root layout, its code shares the frame's chunk (docs/decisions/0185). */}
      <PageEffects />
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
