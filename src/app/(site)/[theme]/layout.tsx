import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { CSSProperties, ReactNode } from 'react'

import '@/styles/globals.css'
import { Analytics } from '@/components/site/analytics'
import { displayFont, textFont } from '@/components/site/fonts'
import { headerHeightTokens } from '@/domain/header'
import { bodyClassName, parseThemeSegment } from '@/domain/theme'
import { publicOrigin } from '@/env'
import { defaultShareMetadata } from '@/services/metadata'
import { siteRoot } from '@/services/site-pages'

export const dynamicParams = true
export function generateStaticParams(): { theme: string }[] {
  return []
}

export async function generateMetadata(): Promise<Metadata> {
  const [{ identity }, share] = await Promise.all([siteRoot(), defaultShareMetadata()])
  return {
    title: { default: identity.collegeName, template: `%s · ${identity.collegeName}` },
    description: identity.tagline ?? undefined,
    metadataBase: new URL(publicOrigin()),
    // A page that names no picture of its own is shared with the college's.
    ...share,
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b0b0b' },
  ],
}

/** The root of every public page; spec §2's two layouts sit below it: `(content)` and `(bare)` (empty). */
export default async function SiteRootLayout({ children, params }: { children: ReactNode; params: Promise<{ theme: string }> }) {
  const segment = parseThemeSegment((await params).theme)
  if (!segment) notFound()
  const { theme, blackAndWhite } = segment
  const { identity, measurementId } = await siteRoot()
  return (
    <html lang="en" className={`${textFont.variable} ${displayFont.variable}`} style={headerHeightTokens() as CSSProperties}>
      <body className={bodyClassName(theme, blackAndWhite)} style={{ '--brand-accent': identity.accentColor } as CSSProperties}>
        {/* Each layout below starts with PageEffects, its inline script before any element the hash could name (hash-scroll.ts). */}
        {children}
        <Analytics measurementId={measurementId} />
      </body>
    </html>
  )
}
