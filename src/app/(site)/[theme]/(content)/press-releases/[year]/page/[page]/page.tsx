import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { PressYearView } from '@/components/press/press-year-view'
import { pressYearPagePath } from '@/domain/press'
import { metadataOf } from '@/services/metadata'
import { pressYearPage } from '@/services/press-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { year: string; page: string }[] {
  return []
}

type Params = { params: Promise<{ year: string; page: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { year, page } = await params
  const view = await pressYearPage(year, page)
  return metadataOf(view)
}

/** A further page of a year's releases; page 1 is the year's own address. */
export default async function PressYearPagedPage({ params }: Params) {
  const { year, page } = await params
  if (page === '1' && /^\d{4}$/.test(year)) permanentRedirect(pressYearPagePath(Number(year), 1))
  const view = await pressYearPage(year, page)
  if (!view) return <NotFoundPage />
  return <PressYearView view={view} />
}
