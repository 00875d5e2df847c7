import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { NavigationGroupView } from '@/components/pages/navigation-group-view'
import { env } from '@/env'
import { PageContent } from '@/components/pages/page-content'
import { matchPath } from '@/services/match'
import { pageMetadata } from '@/services/metadata'
import { findNavigationGroup } from '@/services/navigation-groups'
import { findPublishedPage } from '@/services/pages'

// Rendered on first request and cached per theme until content changes (docs/decisions/0003);
// parts that follow the clock (exhibitions on view, coming events) refresh at least hourly.
export const dynamicParams = true
export const revalidate = 3600
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

/** Set by the browser tests only: a path that fails, to prove the 500 page and its status. */
const FAULT_PATH = env().E2E_FAULT_PATH

type Params = { params: Promise<{ slug: string[] }> }

/**
 * What this path shows: a page, or a navigation group's index. Other content types (events,
 * faculty, features…) have routes of their own; here they answer 404 like any unknown path
 * (spec §8). One lookup per render, shared by the metadata and the page.
 */
const load = cache(async (path: string) => {
  const segments = path.split('/').filter(Boolean)
  const match = await matchPath(segments)
  if (match?.type === 'page') {
    const page = await findPublishedPage(match.path)
    return page ? ({ kind: 'page', page } as const) : null
  }
  if (match?.type === 'navigation group') {
    const group = await findNavigationGroup(segments)
    return group ? ({ kind: 'group', group } as const) : null
  }
  return null
})

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params
  const found = await load(slug.join('/'))
  if (!found) return {}
  if (found.kind === 'group') return pageMetadata({ title: found.group.title, path: found.group.path })
  const { page } = found
  return pageMetadata({ title: page.seo.title, description: page.seo.description, path: page.path, image: page.seo.image, noIndex: page.seo.noIndex })
}

/** spec §2: the catch-all content page, /{slug} of any depth. */
export default async function CatchAllPage({ params }: Params) {
  const { slug } = await params
  if (FAULT_PATH && slug.join('/') === FAULT_PATH) throw new Error(`Fault injected at /${FAULT_PATH}`)
  const found = await load(slug.join('/'))
  if (!found) notFound()
  return found.kind === 'page' ? <PageContent page={found.page} /> : <NavigationGroupView group={found.group} />
}
