import type { Crumb } from '@/components/ui/breadcrumbs'
import { type NavigationItem, isNavigationGroup } from '@/domain/navigation'
import { navigationGroupPaths } from '@/domain/navigation-group-paths'
import type { PageEntitySummary } from '@/domain/page-entity'
import { slugify } from '@/domain/slug'

import { getNavigationTree } from './navigation'

export type NavigationGroupLink = { id: string; title: string; href: string; external: boolean; newTab: boolean }

/** A navigation group or section label as a page of its own (spec §3: page entity type "navigation group"), where no page has the path. */
export type NavigationGroup = {
  id: string
  title: string
  path: string
  breadcrumbs: Crumb[]
  /** The group's own links, then one section per label under it. */
  sections: { title: string | null; path: string | null; links: NavigationGroupLink[] }[]
}

function toLink(item: NavigationItem): NavigationGroupLink | null {
  const href = item.type === 'Internal_Link' ? item.path : item.type === 'External_Link' ? item.externalLink : null
  return href ? { id: item.id, title: item.title, href, external: item.type === 'External_Link', newTab: item.openInNewWindow } : null
}

/** The group at the path's segments, each a group's title as a slug, or null. */
export async function findNavigationGroup(segments: readonly string[]): Promise<NavigationGroup | null> {
  if (segments.length === 0) return null
  let level = await getNavigationTree()
  const trail: NavigationItem[] = []
  for (const segment of segments) {
    const item = level.find((candidate) => isNavigationGroup(candidate) && slugify(candidate.title) === segment)
    if (!item) return null
    trail.push(item)
    level = item.children
  }
  const group = trail.at(-1)!
  const path = `/${segments.join('/')}`
  const ownLinks = group.children.flatMap((child) => (isNavigationGroup(child) ? [] : (toLink(child) ?? [])))
  const labelled = group.children.filter(isNavigationGroup).map((label) => ({
    title: label.title,
    path: `${path}/${slugify(label.title)}`,
    links: label.children.flatMap((child) => toLink(child) ?? []),
  }))
  return {
    id: group.id,
    title: group.title,
    path,
    breadcrumbs: [{ label: 'Home', href: '/' }, ...trail.map((item, index) => ({ label: item.title, href: `/${segments.slice(0, index + 1).join('/')}` }))],
    sections: [...(ownLinks.length ? [{ title: null, path: null, links: ownLinks }] : []), ...labelled].filter((section) => section.links.length > 0),
  }
}

export async function resolveNavigationGroupPath(segments: readonly string[]): Promise<PageEntitySummary | null> {
  const group = await findNavigationGroup(segments)
  return group ? { id: group.id, type: 'navigation group', title: group.title, path: group.path } : null
}

/** The address of every group and section label of the main navigation (for the sitemap, where pages at the same address come first). */
export const listNavigationGroupPaths = async (): Promise<string[]> => navigationGroupPaths(await getNavigationTree())
