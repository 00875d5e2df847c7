import { contentPath } from './content-paths'
import { isExternalHref, safeHref } from './safe-url'

export type ResolvedLink = { href: string; label: string | null; external: boolean; newTab: boolean }

type Linked = { relationTo: string; value: unknown } | null | undefined

/** A staff-made link as the link field stores it: a web address, or a page or feature of the site. */
type Link = { kind?: 'internal' | 'url' | null; url?: string | null; page?: Linked; label?: string | null; newTab?: boolean | null }

/** A linked document's public address; null when it is not published (not populated) or has no page. */
export function documentHref(linked: Linked): { href: string; title: string | null } | null {
  if (!linked || !linked.value || typeof linked.value !== 'object') return null
  const doc = linked.value as { slug?: string; path?: string | null; title?: string; _status?: string | null }
  if (doc._status && doc._status !== 'published') return null
  const href = contentPath({ collection: linked.relationTo, slug: doc.slug, path: doc.path })
  return href ? { href, title: doc.title ?? null } : null
}

/** Where a staff-made link goes, or null when it goes nowhere a visitor can follow. */
export function resolveLink(link: Link | null | undefined): ResolvedLink | null {
  if (!link) return null
  if (link.kind === 'url') {
    const href = safeHref(link.url)
    if (!href || href.startsWith('data:')) return null
    return { href, label: link.label?.trim() || null, external: isExternalHref(href), newTab: Boolean(link.newTab) }
  }
  const target = documentHref(link.page)
  return target ? { href: target.href, label: link.label?.trim() || target.title, external: false, newTab: Boolean(link.newTab) } : null
}
