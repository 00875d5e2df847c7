import { cookies } from 'next/headers'
import type { ReactNode } from 'react'

import { THEME_COOKIE, parseTheme, themeSegment } from '@/domain/theme'

import ContentLayout from '../[theme]/(content)/layout'
import SiteRootLayout from '../[theme]/layout'

export { generateMetadata, viewport } from '../[theme]/layout'

/**
 * The frame of the site's 404 page for an address or a post the proxy refuses (issue 20): the
 * public pages' own root and default layouts, in the visitor's theme. A root of its own because
 * its route has no parameter: Next.js matches the address as requested against the route it
 * renders, and a malformed one under `[theme]` would throw there (domain/bad-paths.ts).
 */
export default async function BadAddressLayout({ children }: { children: ReactNode }) {
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value)
  return (
    <SiteRootLayout params={Promise.resolve({ theme: themeSegment(theme, false) })}>
      <ContentLayout>{children}</ContentLayout>
    </SiteRootLayout>
  )
}
