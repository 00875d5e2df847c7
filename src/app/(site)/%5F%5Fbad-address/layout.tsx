import { cookies } from 'next/headers'
import type { ReactNode } from 'react'

import { THEME_COOKIE, parseTheme, themeSegment } from '@/domain/theme'

import ContentLayout from '../[theme]/(content)/layout'
import SiteRootLayout from '../[theme]/layout'

export { generateMetadata, viewport } from '../[theme]/layout'

/** The 404 page's frame for what the proxy refuses: a root of its own, as a malformed address under `[theme]` would throw (docs/decisions/0063). */
export default async function BadAddressLayout({ children }: { children: ReactNode }) {
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value)
  return (
    <SiteRootLayout params={Promise.resolve({ theme: themeSegment(theme, false) })}>
      <ContentLayout>{children}</ContentLayout>
    </SiteRootLayout>
  )
}
