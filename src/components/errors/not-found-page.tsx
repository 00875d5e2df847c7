import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { notFoundPage } from '@/services/site-pages'

import { NotFoundView } from './not-found-view'

/**
 * What a cached page (one with `revalidate`) returns when it finds nothing (spec §2, §8; issue 22).
 * Next.js 16 answers `notFound()` thrown by a page with an empty error shell that only the browser
 * fills in (vercel/next.js#62228): no heading, no `lang`, nothing for a crawler or a visitor without
 * JavaScript. Here the 404 page is rendered in place, inside the layouts, and `notFound()` is thrown
 * from a Suspense boundary below it: a cached page is rendered whole before it is sent, so it still
 * answers 404, marked noindex, and is not kept (page-cache-handler.mjs).
 * A page rendered for each request sends its status before the boundary resolves, so this would
 * answer 200 there: the proxy rewrites such addresses to the 404 page with the status (decision 0066).
 */
export async function NotFoundPage() {
  return (
    <>
      <NotFoundView videos={(await notFoundPage()).videos} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}

async function NotFoundStatus(): Promise<null> {
  // After a tick, so that the page above is rendered before the status is set.
  await Promise.resolve()
  notFound()
}
