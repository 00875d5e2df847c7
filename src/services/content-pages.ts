import { cache } from 'react'

import { parseCoursePath } from '@/domain/courses'
import type { EditTarget } from '@/domain/edit-targets'

import { type CoursePageView, coursePage } from './course-pages'
import type { EventSummary, Exhibitions } from './event-mappers'
import { listEvents } from './events'
import { listExhibitions } from './exhibitions'
import { matchPath } from './match'
import type { PageMeta } from './metadata'
import { type NavigationGroup, findNavigationGroup } from './navigation-groups'
import { type PageView, type SectionLink, findPublishedPage, pagesUnder, sectionOf } from './pages'
import { listLocations } from './places'
import { getSessionStartDates, getSiteIdentity } from './site-config'

/** How many events the Calendar template leads with. */
const CALENDAR_TEMPLATE_EVENTS = 4

/** The Visit template's "getting here": the college's address and phone, and its main building on a map. */
export type VisitDetails = {
  collegeName: string
  address: string
  phone: string | null
  place: { title: string; latitude: number; longitude: number } | null
}

/** A content page (spec §2, §3) with what its header and template add (subheader pages, session dates, next events, exhibitions). */
export type ContentPageView = {
  page: PageView
  timeZone: string
  section: { root: SectionLink; pages: SectionLink[] } | null
  /** The page's own pages when its header does not list them. */
  children: SectionLink[]
  sessionDates: { label: string; date: string }[] | null
  upcoming: EventSummary[] | null
  visit: VisitDetails | null
  exhibitions: Exhibitions | null
  meta: PageMeta
}

async function upcomingEvents(now: Date): Promise<EventSummary[]> {
  const query = { expired: false, eventStart: { from: now }, sort: { field: 'eventStart', direction: 'ASC' } } as const
  return (await listEvents(query, { page: 1, limit: CALENDAR_TEMPLATE_EVENTS }, now)).items
}

async function visitDetails(): Promise<VisitDetails> {
  const [identity, { items }] = await Promise.all([getSiteIdentity(), listLocations({ page: 1, limit: 1000, facilities: true })])
  const main = items.find((location) => location.type === 'Building' && location.coordinates) ?? items.find((location) => location.coordinates)
  const { street, city, region, postalCode } = identity.address
  return {
    collegeName: identity.collegeName,
    address: [street, [city, region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    phone: identity.phone || null,
    place: main?.coordinates ? { title: main.title, ...main.coordinates } : null,
  }
}

/** Everything a page shows beside its own fields; the public page and the staff preview share it. */
export async function contentPageView(page: PageView): Promise<ContentPageView> {
  const now = new Date()
  const template = page.template
  const [identity, section, children, sessionDates, upcoming, visit, exhibitions] = await Promise.all([
    getSiteIdentity(),
    page.headerType === 'subheader' ? sectionOf(page) : null,
    pagesUnder(page),
    template === 'Academic calendar' ? getSessionStartDates() : null,
    template === 'Calendar' ? upcomingEvents(now) : null,
    template === 'Visit' ? visitDetails() : null,
    page.exhibitionsGrid ? listExhibitions({}, now) : null,
  ])
  const meta = { title: page.seo.title, description: page.seo.description, path: page.path, image: page.seo.image, noIndex: page.seo.noIndex }
  return { page, timeZone: identity.timeZone, section, children, sessionDates, upcoming, visit, exhibitions, meta }
}

/** What /{slug} shows, and what the staff toolbar edits there (spec §6). */
export type CatchAllView = (
  { kind: 'page'; view: ContentPageView } | { kind: 'group'; group: NavigationGroup; meta: PageMeta } | { kind: 'course'; view: CoursePageView }
) & { edit: EditTarget }

/** What /{slug} shows (spec §2): a page, a navigation group's index or a course section; anything else a 404 (spec §8). Shared per render. */
export const contentPage = cache(async (path: string): Promise<CatchAllView | null> => {
  const segments = path.split('/').filter(Boolean)
  const match = await matchPath(segments)
  if (match?.type === 'page') {
    const page = await findPublishedPage(match.path)
    return page ? { kind: 'page', view: await contentPageView(page), edit: { type: 'page', id: page.id } } : null
  }
  const course = match?.type === 'course sections' ? parseCoursePath(segments) : null
  if (course) {
    const view = await coursePage(course.programme.key, course.slug)
    return view && { kind: 'course', view, edit: { type: 'course sections', id: view.course.id, programme: view.course.programme } }
  }
  if (match?.type === 'navigation group') {
    const group = await findNavigationGroup(segments)
    return group ? { kind: 'group', group, meta: { title: group.title, path: group.path }, edit: { type: 'navigation group', id: group.id } } : null
  }
  return null
})
