import { parseCoursePath } from '@/domain/courses'
import { parseFeaturesPath } from '@/domain/feature-paths'
import type { PageEntitySummary } from '@/domain/page-entity'
import { isSlugPath } from '@/domain/slug'

import { resolveCourse } from './courses'
import { findEventBySlug, findExhibitor } from './events'
import { findFacultyProfileBySlug } from './faculty'
import { findFeatureBySlug } from './features'
import { resolveNavigationGroupPath } from './navigation-groups'
import { resolvePagePath } from './pages'
import { resolvePressReleasePath } from './press'

/** One content kind's answer to "what lives at this path?" (spec §3), or null; it looks at the first segment before the database. */
export type PathResolver = (segments: readonly string[]) => Promise<PageEntitySummary | null>

/** /events/{slug…} is an event; /events/{event…}/{exhibitor} an exhibitor of an exhibition (spec §2). */
const resolveEventPath: PathResolver = async (segments) => {
  const [first, ...rest] = segments
  if (first !== 'events' || rest.length === 0 || rest[0] === 'search') return null
  const event = await findEventBySlug(rest.join('/'))
  if (event) return { id: event.id, type: 'event', eventType: event.eventType, title: event.displayTitle, path: event.path }
  if (rest.length < 2) return null
  const exhibitor = await findExhibitor(rest.slice(0, -1).join('/'), rest.at(-1)!)
  return exhibitor ? { id: exhibitor.id, type: 'exhibitor', parentEventId: exhibitor.event.id, title: exhibitor.name, path: exhibitor.path } : null
}

/** /faculty/{slug} is a faculty profile (spec §2). */
const resolveFacultyPath: PathResolver = async (segments) => {
  if (segments[0] !== 'faculty' || segments.length !== 2) return null
  const profile = await findFacultyProfileBySlug(segments[1]!)
  return profile ? { id: profile.id, type: 'faculty profile', title: profile.name, path: profile.path } : null
}

/** /features/{slug…} is a feature (spec §2), unless the path is the list's own (docs/decisions/0040). */
const resolveFeaturePath: PathResolver = async (segments) => {
  const route = segments[0] === 'features' ? parseFeaturesPath(segments.slice(1)) : null
  if (route?.kind !== 'feature') return null
  const feature = await findFeatureBySlug(route.slug)
  return feature ? { id: feature.id, type: 'feature', title: feature.title, path: feature.path } : null
}

/** /…/courses/{slug} under a programme's path is a course section (spec §3: course sections, with their programme's flag). */
const resolveCoursePath: PathResolver = async (segments) => {
  const route = parseCoursePath(segments)
  return route ? resolveCourse(route.programme.key, route.slug) : null
}

/** Who is asked, in order (docs/decisions/0021); pages before navigation groups, so a page can take over a group's address. */
const PATH_RESOLVERS: PathResolver[] = [
  resolveEventPath,
  resolveFacultyPath,
  resolveFeaturePath,
  resolvePressReleasePath,
  resolveCoursePath,
  resolvePagePath,
  resolveNavigationGroupPath,
]

/** spec §7 (`GET /api/v1/match/{slug}`): what lives at a path of any depth, or null. */
export async function matchPath(segments: readonly string[], resolvers: readonly PathResolver[] = PATH_RESOLVERS): Promise<PageEntitySummary | null> {
  if (!isSlugPath(segments.join('/'))) return null
  for (const resolve of resolvers) {
    const match = await resolve(segments)
    if (match) return match
  }
  return null
}
