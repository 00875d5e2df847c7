import type { Metadata } from 'next'

import { NewsArticleJsonLd } from '@/components/press/news-article-json-ld'
import { PressReleaseView } from '@/components/press/press-release-view'
import { EditMark } from '@/components/staff/edit-mark'
import { metadataOf } from '@/services/metadata'
import { pressReleasePage } from '@/services/press-pages'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const dynamicParams = true
export function generateStaticParams(): { year: string; slug: string }[] {
  return []
}

type Params = { params: Promise<{ year: string; slug: string }> }

const load = async ({ params }: Params) => {
  const { year, slug } = await params
  return pressReleasePage(year, slug)
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const view = await load(props)
  return metadataOf(view)
}

/** spec §2: a press release at /press-releases/{year}/{slug}, with schema.org NewsArticle. */
export default async function PressReleasePage(props: Params) {
  const view = await load(props)
  if (!view) return <NotFoundPage />
  const { release, identity } = view
  return (
    <>
      <PressReleaseView release={release} timeZone={identity.timeZone} />
      <NewsArticleJsonLd release={release} collegeName={identity.collegeName} />
      <EditMark target={view.edit} />
    </>
  )
}
