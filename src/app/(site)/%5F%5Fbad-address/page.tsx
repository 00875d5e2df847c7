import type { Metadata } from 'next'

import { NOT_FOUND_HEADING } from '@/domain/messages'

/**
 * Where the proxy rewrites an address or a post no page can answer (domain/bad-paths.ts): the
 * site's 404 page, rendered in place. The proxy's rewrite sets the status 404 (decision 0066).
 * The metadata is written here: Next.js does not read a page's `metadata` re-exported from another file.
 */
export const metadata: Metadata = { title: NOT_FOUND_HEADING, robots: { index: false } }

export { default } from '../[theme]/(content)/not-found'
