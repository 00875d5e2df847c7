import type { Metadata } from 'next'

import { NotFoundView } from '@/components/errors/not-found-view'
import { NOT_FOUND_HEADING } from '@/domain/messages'
import { notFoundPage } from '@/services/site-pages'

export const metadata: Metadata = { title: NOT_FOUND_HEADING, robots: { index: false } }

/** spec §2, §8: the 404 page of the default layout. */
export default async function NotFound() {
  return <NotFoundView videos={(await notFoundPage()).videos} />
}
