import { contentPath } from '@/domain/content-paths'

import { cms } from './cms'
import { publishedRead } from './read'

/** One page of a list, before the API wraps it in its envelope. */
export type ListPage<T> = { items: T[]; total: number; page: number; limit: number }

export type PageRequest = { page: number; limit: number }

/** Slices an in-memory list (already sorted) into the page asked for. */
export function slicePage<T>(all: readonly T[], { page, limit }: PageRequest): ListPage<T> {
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }
}

/** A public address and when its content last changed (the sitemap's entries). */
export type PublishedPath = { path: string; updatedAt: string }

/** A collection's published documents as public paths with their last change: the sitemap's entries. */
export async function publishedSlugPaths(collection: 'features' | 'faculty-profiles'): Promise<PublishedPath[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection,
    ...publishedRead(),
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.map((doc) => ({ path: contentPath({ collection, slug: doc.slug })!, updatedAt: doc.updatedAt }))
}
