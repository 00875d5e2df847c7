import type { Metadata, Viewport } from 'next'
import type { CSSProperties, ReactNode } from 'react'

import '@/styles/globals.css'
import { Analytics } from '@/components/site/analytics'
import { PageEffects } from '@/components/site/page-effects'
import { displayFont, textFont } from '@/components/site/fonts'
import { bodyClassName, parseThemeSegment } from '@/domain/theme'
import { publicOrigin } from '@/env'
import { getAnalyticsMeasurementId, getSiteIdentity } from '@/services/site-config'

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
    metadataBase: new URL(publicOrigin()),
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b0b0b' },
  ],
}

/**
 * The root of every public page: document, theme class, fonts, progress bar and analytics. The two
 * layouts of spec §2 sit below it: `(content)` (header, alerts, footer) and `(bare)` (empty).
 */
export default async function SiteRootLayout({ children, params }: { children: ReactNode; params: Promise<{ theme: string }> }) {
  const { theme, blackAndWhite } = parseThemeSegment((await params).theme)
  const [identity, measurementId] = await Promise.all([getSiteIdentity(), getAnalyticsMeasurementId()])
  return (
    <html lang="en" className={`${textFont.variable} ${displayFont.variable}`}>
      <body className={bodyClassName(theme, blackAndWhite)} style={{ '--brand-accent': identity.accentColor } as CSSProperties}>
        <PageEffects />
        {children}
        <Analytics measurementId={measurementId} />
      </body>
    </html>
  )
}
