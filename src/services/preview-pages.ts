import type { CollectionSlug } from 'payload'

import { parseDocumentId } from '@/domain/document-id'
import { editLabel } from '@/domain/edit-targets'
import { PREVIEW_DATE_MESSAGE, parsePreviewDate } from '@/domain/homepage'
import type { PageEntityType } from '@/domain/page-entity'
import { SLUG_PATTERN, isSlugPath } from '@/domain/slug'
import { publicOrigin } from '@/env'

import { type ContentPageView, contentPageView } from './content-pages'
import { type CoursePageView, coursePageView } from './course-pages'
import { previewCourse } from './courses'
import type { EventDetail, ExhibitorDetail } from './event-mappers'
import { previewEvent, previewEventBySlug, previewExhibitor, previewExhibitorBySlug } from './events'
import { type FacultyProfile, previewFacultyProfileBySlug } from './faculty'
import { type FeatureDetail, type FeatureSummary, previewFeature, relatedFeatures } from './features'
import { getHomepagePreview } from './homepage'
import type { HomepageData } from './homepage-types'
import { renderNewsletterHtml } from './newsletter-html'
import { type NewsletterIssue, composeNewsletter } from './newsletters'
import { previewPage } from './pages'
import { previewReader, visitorsSee } from './preview'
import type { Reader } from './read'
import { type SharedBlockView, findSharedBlock } from './shared-blocks'
import { type SiteIdentity, getSiteIdentity } from './site-config'

// The staff previews of spec §2 (/preview/…): one loader per route, behind `previewReader`, never cached (docs/decisions/0050).

/** The band across a preview: what it shows, whether visitors see it, and where staff edit it. */
export type PreviewBannerView = { what: string; published: boolean; editHref: string; editLabel: string }

/** The back office's edit view of a document. */
const editHref = (collection: string, id: number) => `/admin/collections/${collection}/${id}`

/** The banner of a document's preview; "published" is whether visitors see a version of it, not the status of the newest one. */
async function banner(type: PageEntityType, what: string, collection: CollectionSlug, doc: { id: number }): Promise<PreviewBannerView> {
  return { what, published: await visitorsSee(collection, doc.id), editHref: editHref(collection, doc.id), editLabel: editLabel(type) }
}

type EventOrExhibitor = { kind: 'event'; event: EventDetail } | { kind: 'exhibitor'; exhibitor: ExhibitorDetail }

export type EventPreview = { banner: PreviewBannerView; identity: SiteIdentity } & EventOrExhibitor

/** A preview address's event or exhibitor: by id (`/preview/event/{id}/exhibitor/{id}`, the back office's shape) or by slugs. */
async function findEventOrExhibitor(path: string[], reader: Reader): Promise<EventOrExhibitor | null> {
  const [first, second, third] = path
  const eventId = path.length === 1 ? parseDocumentId(first) : null
  if (eventId) {
    const event = await previewEvent(eventId, reader)
    return event && { kind: 'event', event }
  }
  const exhibitorId = path.length === 3 && second === 'exhibitor' ? parseDocumentId(third) : null
  if (exhibitorId) {
    const exhibitor = await previewExhibitor(exhibitorId, reader)
    return exhibitor && exhibitor.event.id === parseDocumentId(first) ? { kind: 'exhibitor', exhibitor } : null
  }
  const slug = path.join('/')
  if (!isSlugPath(slug)) return null
  const event = await previewEventBySlug(slug, reader)
  if (event) return { kind: 'event', event }
  if (path.length < 2) return null
  const exhibitor = await previewExhibitorBySlug(path.slice(0, -1).join('/'), path.at(-1)!, reader)
  return exhibitor && { kind: 'exhibitor', exhibitor }
}

/** spec §2: /preview/event/{id} and /preview/event/{exhibitor} (any depth). */
export async function eventPreviewPage(path: string[]): Promise<EventPreview | null> {
  const reader = await previewReader()
  const [found, identity] = await Promise.all([findEventOrExhibitor(path, reader), getSiteIdentity()])
  if (!found) return null
  return found.kind === 'event'
    ? { ...found, identity, banner: await banner('event', 'an event', 'events', found.event) }
    : { ...found, identity, banner: await banner('exhibitor', 'an exhibitor', 'exhibitors', found.exhibitor) }
}

export type FeaturePreview = { banner: PreviewBannerView; feature: FeatureDetail; related: FeatureSummary[]; identity: SiteIdentity }

/** spec §2: /preview/feature/{id}. */
export async function featurePreviewPage(idSegment: string): Promise<FeaturePreview | null> {
  const reader = await previewReader()
  const id = parseDocumentId(idSegment)
  const [feature, identity] = await Promise.all([id ? previewFeature(id, reader) : null, getSiteIdentity()])
  if (!feature) return null
  return { banner: await banner('feature', 'a feature', 'features', feature), feature, related: await relatedFeatures(feature), identity }
}

/** spec §2: /preview/course/{id}: a course section's newest saved version, on its page as visitors would see it. */
export async function coursePreviewPage(idSegment: string): Promise<{ banner: PreviewBannerView; view: CoursePageView } | null> {
  const reader = await previewReader()
  const id = parseDocumentId(idSegment)
  const course = id ? await previewCourse(id, reader) : null
  if (!course) return null
  // spec §2: the staff edit target of a section names its programme.
  const editTarget = {
    ...(await banner('course sections', 'a course section', 'course-sections', course)),
    editHref: `/admin/courses/${course.programme}/edit/${course.id}`,
  }
  return { banner: editTarget, view: await coursePageView(course) }
}

/** spec §2: /preview/faculty-profile/{slug}. */
export async function facultyProfilePreviewPage(slug: string): Promise<{ banner: PreviewBannerView; profile: FacultyProfile } | null> {
  const reader = await previewReader()
  const profile = SLUG_PATTERN.test(slug) ? await previewFacultyProfileBySlug(slug, reader) : null
  return profile && { banner: await banner('faculty profile', 'a faculty profile', 'faculty-profiles', profile), profile }
}

/** /preview/page/{id}: a page's newest version with everything its template adds, as the public page shows it. */
export async function pagePreviewPage(idSegment: string): Promise<{ banner: PreviewBannerView; view: ContentPageView } | null> {
  const reader = await previewReader()
  const id = parseDocumentId(idSegment)
  const page = id ? await previewPage(id, reader) : null
  return page && { banner: await banner('page', `the page at ${page.path}`, 'pages', page), view: await contentPageView(page) }
}

/** spec §2: /preview/block/{id}, a shared block's newest saved version. */
export async function blockPreviewPage(idSegment: string): Promise<{ banner: PreviewBannerView; block: SharedBlockView } | null> {
  const reader = await previewReader()
  const id = parseDocumentId(idSegment)
  const block = id ? await findSharedBlock(id, reader) : null
  return block && { banner: { ...(await banner('page', 'a shared block', 'shared-blocks', block)), editLabel: 'Edit block' }, block }
}

export type HomepagePreview =
  | { kind: 'homepage'; banner: PreviewBannerView; date: string; homepage: HomepageData; identity: SiteIdentity }
  | { kind: 'bad-date'; asked: string; message: string }

/** spec §2, §7: the home page's newest version as on today, or a day from the path or `?date=`; a bad day is explained. */
export async function homepagePreviewPage(asked: string | undefined): Promise<HomepagePreview> {
  const reader = await previewReader()
  const date = asked === undefined ? null : parsePreviewDate(asked)
  if (asked !== undefined && !date) return { kind: 'bad-date', asked: asked.slice(0, 40), message: PREVIEW_DATE_MESSAGE }
  const [homepage, identity] = await Promise.all([getHomepagePreview(date, reader), getSiteIdentity()])
  return {
    kind: 'homepage',
    banner: { what: 'the home page', published: homepage.published, editHref: '/admin/globals/homepage', editLabel: 'Edit page' },
    date: homepage.date,
    homepage,
    identity,
  }
}

/** spec §2: /preview/newsletter/{id}: the very e-mail the preview call answers, for staff holding `newsletter`. */
export async function newsletterPreviewPage(idSegment: string): Promise<{ banner: PreviewBannerView; issue: NewsletterIssue; html: string } | null> {
  const reader = await previewReader()
  const id = parseDocumentId(idSegment)
  const issue = id ? await composeNewsletter(id, reader) : null
  if (!issue) return null
  const { collegeName, timeZone, accentColor } = await getSiteIdentity()
  return {
    banner: {
      what: `${issue.newsletterLabel}: ${issue.title}`,
      published: issue.published,
      editHref: editHref('newsletters', issue.id),
      editLabel: 'Edit newsletter',
    },
    issue,
    html: renderNewsletterHtml(issue, { origin: publicOrigin(), collegeName, timeZone, accentColor }),
  }
}
