import type { Metadata, Viewport } from 'next'
import type { CSSProperties, ReactNode } from 'react'

import '@/styles/globals.css'
import { AlertBanner } from '@/components/alerts/alert-banner'
import { Analytics } from '@/components/site/analytics'
import { PageEffects } from '@/components/site/page-effects'
import { displayFont, textFont } from '@/components/site/fonts'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { bodyClassName, parseTheme } from '@/domain/theme'
import { listSiteWideAlerts } from '@/services/alerts'
import { getFooter } from '@/services/footer'
import { getNavigationTree } from '@/services/navigation'
import { getAnalyticsMeasurementId, getSiteIdentity } from '@/services/site-config'

import styles from './layout.module.css'

// Pages render on their first request, once per theme, and stay cached until content changes
// (docs/decisions/0003-caching.md); nothing is prerendered at build, so the build needs no database.
export const dynamicParams = true
export function generateStaticParams(): { theme: string }[] {
  return []
}

export async function generateMetadata(): Promise<Metadata> {
  const identity = await getSiteIdentity()
  return {
    title: { default: identity.collegeName, template: `%s · ${identity.collegeName}` },
    description: identity.tagline ?? undefined,
    metadataBase: process.env.SERVER_URL ? new URL(process.env.SERVER_URL) : undefined,
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b0b0b' },
  ],
}

/** The default layout (spec §2): header, site-wide alerts, main content, footer. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ theme: string }> }) {
  const theme = parseTheme((await params).theme)
  const [identity, navigation, alerts, footer, measurementId] = await Promise.all([
    getSiteIdentity(),
    getNavigationTree(),
    listSiteWideAlerts({ page: 1, limit: 10 }),
    getFooter(),
    getAnalyticsMeasurementId(),
  ])
  return (
    <html lang="en" className={`${textFont.variable} ${displayFont.variable}`}>
      <body className={bodyClassName(theme)} style={{ '--accent': identity.accentColor } as CSSProperties}>
        <PageEffects />
        <a href="#main-content" className={styles.skipLink}>
          Skip to main content
        </a>
        <SiteHeader collegeName={identity.collegeName} shortName={identity.shortName} navigation={navigation} socialLinks={identity.socialLinks} />
        {alerts.items.map((alert) => (
          <AlertBanner key={alert.id} alert={alert} kind="site-wide" />
        ))}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <SiteFooter identity={identity} footer={footer} />
        <Analytics measurementId={measurementId} />
      </body>
    </html>
  )
}
