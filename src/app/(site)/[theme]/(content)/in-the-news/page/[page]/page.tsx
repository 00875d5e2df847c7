import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { InTheNewsView } from '@/components/press/in-the-news-view'
import { externalPressPagePath } from '@/domain/press'
import { EXTERNAL_PRESS_PAGE_SIZE } from '@/domain/stories'
import { parsePageSegment } from '@/domain/videos'
import { pageMetadata } from '@/services/metadata'
import { listExternalPress } from '@/services/press'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached until content changes (docs/decisions/0003, 0030).
export const dynamicParams = true
export function generateStaticParams(): { page: string }[] {
  return []
}

type Params = { params: Promise<{ page: string }> }

async function load(segment: string) {
  const page = parsePageSegment(segment)
  if (page === null || page === 1) return null
  const list = await listExternalPress({}, { page, limit: EXTERNAL_PRESS_PAGE_SIZE }, externalPressPagePath(page))
  return list.items.length ? list : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const list = await load((await params).page)
  if (!list) return { title: 'In the news' }
  return pageMetadata({ title: `In the news, page ${list.page}`, path: externalPressPagePath(list.page) })
}

/** A further page of external press; page 1 is /in-the-news itself. */
export default async function InTheNewsPagedPage({ params }: Params) {
  const { page } = await params
  if (page === '1') permanentRedirect(externalPressPagePath(1))
  const [list, { timeZone, shortName }] = await Promise.all([load(page), getSiteIdentity()])
  if (!list) notFound()
  return <InTheNewsView list={list} timeZone={timeZone} shortName={shortName} />
}
