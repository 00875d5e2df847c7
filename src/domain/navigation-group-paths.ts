import { type NavigationItem, isNavigationGroup } from './navigation'
import { slugify } from './slug'

// Apart from navigation.ts, whose unpacking every page's script carries: a panel's links, the only browser code that makes these
// addresses, come with the panel's own code (docs/decisions/0186).

/** A group's or section label's address under its parent group's ('' at the top): the chain of group titles as slugs. */
export const navigationGroupPath = (parent: string, group: Pick<NavigationItem, 'title'>) => `${parent}/${slugify(group.title)}`

/** The address of every group and section label under `items` (/academics/undergraduate). */
export function navigationGroupPaths(items: readonly NavigationItem[], parent = ''): string[] {
  return items.filter(isNavigationGroup).flatMap((group) => {
    const path = navigationGroupPath(parent, group)
    return [path, ...navigationGroupPaths(group.children, path)]
  })
}
