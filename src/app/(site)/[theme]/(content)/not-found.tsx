import type { Metadata } from 'next'

import { NotFoundView } from '@/components/errors/lazy-not-found-view'
import { NOT_FOUND_HEADING } from '@/domain/messages'

export const metadata: Metadata = { title: NOT_FOUND_HEADING, robots: { index: false } }

/** spec §2, §8: the 404 page of the default layout; its video's candidates are read in the browser (docs/decisions/0150). */
export default function NotFound() {
  return <NotFoundView />
}
