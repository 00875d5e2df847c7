import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { NotFoundView } from './lazy-not-found-view'

/** What a cached page returns when it finds nothing (spec §2, §8): the 404 page, `notFound()` thrown below it (decision 0066, vercel/next.js#62228). */
export function NotFoundPage() {
  return (
    <>
      <NotFoundView />
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
