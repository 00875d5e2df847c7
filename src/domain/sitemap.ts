/** The sitemap's rules that need no data: every page of a list, and the last change of a page no document stands for (docs/decisions/0072). */
import { pageCount } from './pagination'

/** An address and when what it shows last changed. */
export type DatedPath = { path: string; updatedAt: string }

/** The newest of some timestamps (ISO 8601, as Payload keeps them), or undefined when there is none. */
export function newest(dates: Iterable<string | null | undefined>): string | undefined {
  let latest: string | undefined
  for (const date of dates) if (date && (latest === undefined || Date.parse(date) > Date.parse(latest))) latest = date
  return latest
}

/** Every page of a list (page 1 even when empty), each dated with the list's newest change, which may move every page. */
export function listPages(pathOfPage: (page: number) => string, total: number, pageSize: number, updatedAt: string): DatedPath[] {
  return Array.from({ length: pageCount(total, pageSize) }, (_, index) => ({ path: pathOfPage(index + 1), updatedAt }))
}

/** Counts the items of each key (a department's, a tag's) and keeps the newest change among them. */
export function tally<K>(items: Iterable<{ keys: Iterable<K>; updatedAt: string }>): Map<K, { count: number; updatedAt: string }> {
  const tallies = new Map<K, { count: number; updatedAt: string }>()
  for (const { keys, updatedAt } of items)
    for (const key of new Set(keys)) {
      const known = tallies.get(key)
      tallies.set(key, { count: (known?.count ?? 0) + 1, updatedAt: newest([known?.updatedAt, updatedAt])! })
    }
  return tallies
}

/** A last change for each entry without one: the newest of the entries below its path, else `fallback`. */
export function withLastModified<T extends { path: string; lastModified?: string }>(entries: readonly T[], fallback: string): T[] {
  const dated = entries.filter((entry) => entry.lastModified)
  return entries.map((entry) => {
    if (entry.lastModified) return entry
    const base = entry.path.split('?')[0]!
    const prefix = base === '/' ? '/' : `${base}/`
    const below = newest(dated.filter((other) => other.path.startsWith(prefix)).map((other) => other.lastModified))
    return { ...entry, lastModified: below ?? fallback }
  })
}
