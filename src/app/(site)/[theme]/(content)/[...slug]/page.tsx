import type { Metadata } from 'next'

import { renderEachBlock } from '@/cms/blocks/render-blocks'
import { CourseView } from '@/components/courses/course-view'
import { NavigationGroupView } from '@/components/pages/navigation-group-view'
import { PageContent } from '@/components/pages/page-content'
import { EditMark } from '@/components/staff/edit-mark'
import { env } from '@/env'
import { contentPage } from '@/services/content-pages'
import { metadataOf } from '@/services/metadata'
import { listPathsInUse } from '@/services/paths-in-use'
import { registerPathsInUse } from '@/server/unknown-addresses.mjs'
import { NotFoundPage } from '@/components/errors/not-found-page'

// Parts that follow the clock (exhibitions on view, coming events) refresh at least hourly.
export const dynamicParams = true
export const revalidate = 3600
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

// The server answers an address no page can take with the 404 page from memory, once it knows the paths in use (decision 0136).
registerPathsInUse(listPathsInUse)

/** Set by the browser tests only: a path that fails, to prove the 500 page and its status. */
const FAULT_PATH = env().E2E_FAULT_PATH

type Params = { params: Promise<{ slug: string[] }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await contentPage((await params).slug.join('/'))
  return metadataOf(found && found.kind !== 'group' ? found.view : found)
}

/** spec §2: the catch-all content page, /{slug} of any depth; also a course section's page under its programme. */
export default async function CatchAllPage({ params }: Params) {
  const path = (await params).slug.join('/')
  if (FAULT_PATH && path === FAULT_PATH) throw new Error(`Fault injected at /${path}`)
  const found = await contentPage(path)
  if (!found) return <NotFoundPage />
  return (
    <>
      {found.kind === 'course' ? (
        <CourseView view={found.view} />
      ) : found.kind === 'page' ? (
        <PageContent view={found.view} blocks={renderEachBlock(found.view.page.blocks)} />
      ) : (
        <NavigationGroupView group={found.group} />
      )}
      <EditMark target={found.edit} />
    </>
  )
}
