/** One page of a list, before the API wraps it in its envelope. */
export type ListPage<T> = { items: T[]; total: number; page: number; limit: number }

export type PageRequest = { page: number; limit: number }

/** Slices an in-memory list (already sorted) into the page asked for. */
export function slicePage<T>(all: readonly T[], { page, limit }: PageRequest): ListPage<T> {
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }
}

/** A public address and when its content last changed (the sitemap's entries). */
export type PublishedPath = { path: string; updatedAt: string }
