import type { Metadata } from 'next'

import { PressYearView } from '@/components/press/press-year-view'
import { metadataOf } from '@/services/metadata'
import { pressYearPage } from '@/services/press-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { year: string }[] {
  return []
}

type Params = { params: Promise<{ year: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await pressYearPage((await params).year)
  return metadataOf(view)
}

/** spec §2: /press-releases/{year}, that year's releases (page 1). */
export default async function PressYearPage({ params }: Params) {
  const view = await pressYearPage((await params).year)
  if (!view) return <NotFoundPage />
  return <PressYearView view={view} />
}
