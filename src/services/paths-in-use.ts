import { PROGRAMMES } from '@/domain/courses'
import { env } from '@/env'

import { listNavigationGroupPaths } from './navigation-groups'
import { listPublishedPagePaths } from './pages'
import { listActiveRedirects } from './redirects'

/**
 * Every path the catch-all route or the proxy may answer with something other than the 404 page: published pages,
 * navigation groups, the programmes' course sections, the redirects' sources and the browser tests' failing page. The server answers an address whose
 * first segment none of these (nor a route) has with the site's 404 page from memory (decision 0136).
 */
export async function listPathsInUse(): Promise<string[]> {
  const [pages, groups, redirects] = await Promise.all([listPublishedPagePaths(), listNavigationGroupPaths(), listActiveRedirects()])
  const paths = [...pages, ...groups, ...PROGRAMMES.map((programme) => programme.path), ...redirects.map((redirect) => redirect.from)]
  const faultPath = env().E2E_FAULT_PATH
  return faultPath ? [...paths, `/${faultPath}`] : paths
}
