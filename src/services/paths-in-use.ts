import { PROGRAMMES } from '@/domain/courses'

import { listNavigationGroupPaths } from './navigation-groups'
import { listPublishedPagePaths } from './pages'
import { listActiveRedirects } from './redirects'

/**
 * Every path the catch-all route or the proxy may answer with something other than the 404 page: published pages,
 * navigation groups, the programmes' course sections and the redirects' sources. The server answers an address whose
 * first segment none of these (nor a route) has with the site's 404 page from memory (decision 0136).
 */
export async function listPathsInUse(): Promise<string[]> {
  const [pages, groups, redirects] = await Promise.all([listPublishedPagePaths(), listNavigationGroupPaths(), listActiveRedirects()])
  return [...pages, ...groups, ...PROGRAMMES.map((programme) => programme.path), ...redirects.map((redirect) => redirect.from)]
}
