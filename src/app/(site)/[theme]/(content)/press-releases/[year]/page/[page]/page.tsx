import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { pressYearPagePath } from '@/domain/press'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

import { loadYearPage } from '../../load'
import { YearView } from '../../year-view'

// Rendered on first request and cached until content changes (docs/decisions/0003, 0030).
export const dynamicParams = true
export function generateStaticParams(): { year: string; page: string }[] {
  return []
}

type Params = { params: Promise<{ year: string; page: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { year, page } = await params
  const data = await loadYearPage(year, page)
  if (!data) return { title: 'Press releases' }
  return pageMetadata({ title: `Press releases of ${data.year}, page ${data.page}`, path: pressYearPagePath(data.year, data.page) })
}

/** A further page of a year's releases; page 1 is the year's own address. */
export default async function PressYearPagedPage({ params }: Params) {
  const { year, page } = await params
  if (page === '1' && /^\d{4}$/.test(year)) permanentRedirect(pressYearPagePath(Number(year), 1))
  const [data, { timeZone }] = await Promise.all([loadYearPage(year, page), getSiteIdentity()])
  if (!data) notFound()
  return <YearView data={data} timeZone={timeZone} />
}
