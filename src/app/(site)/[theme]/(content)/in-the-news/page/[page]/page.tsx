import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { InTheNewsView } from '@/components/press/in-the-news-view'
import { externalPressPagePath } from '@/domain/press'
import { metadataOf } from '@/services/metadata'
import { inTheNewsPage } from '@/services/press-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { page: string }[] {
  return []
}

type Params = { params: Promise<{ page: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const view = await inTheNewsPage((await params).page)
  return metadataOf(view)
}

/** A further page of external press; page 1 is /in-the-news itself. */
export default async function InTheNewsPagedPage({ params }: Params) {
  const { page } = await params
  if (page === '1') permanentRedirect(externalPressPagePath(1))
  const view = await inTheNewsPage(page)
  if (!view) return <NotFoundPage />
  return <InTheNewsView view={view} />
}
