import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pressYearPath } from '@/domain/stories'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

import { loadYearPage } from './load'
import { YearView } from './year-view'

// Rendered on first request and cached until content changes (docs/decisions/0003, 0030).
export const dynamicParams = true
export function generateStaticParams(): { year: string }[] {
  return []
}

type Params = { params: Promise<{ year: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const data = await loadYearPage((await params).year)
  if (!data) return { title: 'Press releases' }
  return pageMetadata({ title: `Press releases of ${data.year}`, path: pressYearPath(data.year) })
}

/** spec §2: /press-releases/{year}, that year's releases (page 1). */
export default async function PressYearPage({ params }: Params) {
  const [data, { timeZone }] = await Promise.all([loadYearPage((await params).year), getSiteIdentity()])
  if (!data) notFound()
  return <YearView data={data} timeZone={timeZone} />
}
