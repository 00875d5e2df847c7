import type { Payload, Where } from 'payload'

import { hasCapability } from '@/domain/capabilities'
import { contentPath } from '@/domain/content-paths'
import { isoInZone } from '@/domain/dates'
import { newsletterUpcomingFrom } from '@/domain/event-dates'
import { EVENT_LIMITS } from '@/domain/events'
import { type Image, toImage } from '@/domain/media'
import { type NewsletterType, type SubscribeListKey, newsletterLabel } from '@/domain/newsletters'
import { populated } from '@/domain/relations'
import type { Feature as FeatureDoc, Newsletter as NewsletterDoc, User } from '@/payload-types'

import { cms } from './cms'
import type { EventSummary } from './event-mappers'
import { listEvents } from './events'
import { type Reader, readOptions } from './read'
import { getSiteIdentity } from './site-config'

/** Newsletters (spec §3), staff only, with exhibitions on view (spec §7: 10) and events from the next day (spec §7, §9: 50) read at render. */
export type NewsletterStory = { id: number; title: string; path: string | null; summary: string | null; image: Image | null }
export type NewsletterLink = { title: string; url: string; summary: string | null }

export type NewsletterIssue = {
  id: number
  title: string
  newsletterType: NewsletterType
  newsletterLabel: string
  /** ISO 8601 with the college's offset. */
  issueDate: string
  intro: string | null
  published: boolean
  stories: NewsletterStory[]
  links: NewsletterLink[]
  onView: EventSummary[]
  upcoming: EventSummary[]
  /** Where the upcoming events start: midnight after the issue date, in the college's time zone. */
  upcomingFrom: string
}

/** Whether a staff member may read newsletters (spec §6: newsletter; event newsletter, the Calendar's only: their access narrows it). */
export const canReadNewsletters = (user: User | null | undefined): boolean => hasCapability(user, 'newsletter') || hasCapability(user, 'eventNewsletter')

/** The issue's published stories in staff's order: an unpublished one would link to a page nobody can open. */
function storiesOf(doc: NewsletterDoc): NewsletterStory[] {
  return populated<FeatureDoc>(doc.stories)
    .filter((story) => story._status === 'published' || story.published)
    .map((story) => ({
      id: story.id,
      title: story.title,
      path: contentPath({ collection: 'features', slug: story.slug }),
      summary: story.summary?.trim() || null,
      image: toImage(story.hero?.image),
    }))
}

/** The events of an issue, from the events service. */
async function newsletterEvents(
  issueDate: string | Date,
  timeZone: string,
): Promise<{ onView: EventSummary[]; upcoming: EventSummary[]; upcomingFrom: string }> {
  const upcomingFrom = newsletterUpcomingFrom(issueDate, timeZone)
  const at = new Date(issueDate)
  const [onView, upcoming] = await Promise.all([
    listEvents(
      { eventTypes: ['Exhibition'], now: { onView: true }, sort: { field: 'eventEnd', direction: 'ASC' } },
      { page: 1, limit: EVENT_LIMITS.newsletterOnView },
      at,
    ),
    listEvents(
      { eventStart: { from: new Date(upcomingFrom) }, sort: { field: 'eventStart', direction: 'ASC' } },
      { page: 1, limit: EVENT_LIMITS.newsletterUpcoming },
      at,
    ),
  ])
  return { onView: onView.items, upcoming: upcoming.items, upcomingFrom: isoInZone(upcomingFrom, timeZone) }
}

/** The issue's newest saved version, composed, as the staff member may read it; null otherwise. */
export async function composeNewsletter(id: number, reader: Reader): Promise<NewsletterIssue | null> {
  if (!reader.preview || !canReadNewsletters(reader.user)) return null
  const [payload, { timeZone }] = await Promise.all([cms(), getSiteIdentity()])
  const doc = await payload.findByID({ collection: 'newsletters', id, depth: 2, disableErrors: true, ...readOptions(reader) })
  if (!doc) return null
  const events = await newsletterEvents(doc.issueDate, timeZone)
  return {
    id: doc.id,
    title: doc.title,
    newsletterType: doc.newsletterType,
    newsletterLabel: newsletterLabel(doc.newsletterType),
    issueDate: isoInZone(doc.issueDate, timeZone),
    intro: doc.intro?.trim() || null,
    published: doc._status === 'published',
    stories: storiesOf(doc),
    links: (doc.links ?? []).map((link) => ({ title: link.title, url: link.url, summary: link.summary?.trim() || null })),
    ...events,
  }
}

export type Signup = { email: string; firstName: string | null; list: SubscribeListKey }

/** Stores a sign-up once per e-mail and list (`created: false` again); a first name given later fills a missing one. */
export async function subscribe(signup: Signup, payloadArg?: Payload): Promise<{ created: boolean }> {
  const payload = payloadArg ?? (await cms())
  const where: Where = { and: [{ email: { equals: signup.email } }, { list: { equals: signup.list } }] }
  const find = () => payload.find({ collection: 'newsletter-signups', where, limit: 1, depth: 0, overrideAccess: true })
  const { docs } = await find()
  if (docs[0]) {
    if (!docs[0].firstName && signup.firstName) {
      await payload.update({ collection: 'newsletter-signups', id: docs[0].id, data: { firstName: signup.firstName }, overrideAccess: true })
    }
    return { created: false }
  }
  try {
    await payload.create({ collection: 'newsletter-signups', data: signup, overrideAccess: true })
    return { created: true }
  } catch (error) {
    // Two sign-ups at once: the unique index kept one; the other is the same sign-up.
    if ((await find()).docs[0]) return { created: false }
    throw error
  }
}
