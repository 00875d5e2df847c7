import { type Payload, type PayloadRequest, type Where, createLocalReq } from 'payload'

import { hasCapability } from '@/domain/capabilities'
import { contentPath } from '@/domain/content-paths'
import { isoInZone } from '@/domain/dates'
import { newsletterUpcomingFrom } from '@/domain/event-dates'
import { EVENT_LIMITS } from '@/domain/events'
import { type Image, toImage } from '@/domain/media'
import { type LinkPurpose, type SignedSignup, checkLink, parseLink, signLink } from '@/domain/newsletter-links'
import {
  CONFIRM_SIGNUP_PATH,
  type LinkOutcome,
  type NewsletterType,
  SUBSCRIBE_LISTS,
  type SignupStatus,
  type SubscribeListKey,
  UNSUBSCRIBE_PATH,
  newsletterLabel,
} from '@/domain/newsletters'
import { populated } from '@/domain/relations'
import { signupConfirmationEmail } from '@/domain/signup-confirmation'
import { publicOrigin } from '@/env'
import type { Feature as FeatureDoc, Newsletter as NewsletterDoc, User } from '@/payload-types'

import { cms } from './cms'
import type { EventSummary } from './event-mappers'
import { listEvents } from './events'
import { enqueueEmails } from './outbox'
import { type Reader, readOptions } from './read'
import { getSiteIdentity } from './site-config'
import { inTransaction } from './transactions'

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
export type SignupResult = { created: boolean; status: SignupStatus }

/** The links of a sign-up's mail: the confirmation's, which expires, and the unsubscribe one (docs/decisions/0125). */
function signupLinks(signup: SignedSignup, secret: string, now = new Date()): { confirmUrl: string; unsubscribeUrl: string } {
  const url = (path: string, token: string) => {
    const link = new URL(path, publicOrigin())
    link.searchParams.set('token', token)
    return link.toString()
  }
  return {
    confirmUrl: url(CONFIRM_SIGNUP_PATH, signLink('confirm', signup, secret, now)),
    unsubscribeUrl: url(UNSUBSCRIBE_PATH, signLink('unsubscribe', signup, secret, now)),
  }
}

/** Puts the confirmation of a sign-up in the outbox, in `req`'s transaction. */
async function enqueueSignupConfirmation(req: PayloadRequest, signup: SignedSignup & { firstName: string | null }): Promise<void> {
  const identity = await getSiteIdentity()
  const listTitle = SUBSCRIBE_LISTS.find((list) => list.key === signup.list)?.title ?? 'our newsletter'
  const email = signupConfirmationEmail({
    email: signup.email,
    firstName: signup.firstName,
    listTitle,
    ...signupLinks(signup, req.payload.secret),
    college: { collegeName: identity.collegeName, accentColor: identity.accentColor, email: identity.email, origin: publicOrigin() },
  })
  await enqueueEmails(req, [email], null)
}

/**
 * Stores a sign-up once per e-mail and list, waiting for its address to confirm it: a new one, or one still waiting, is
 * mailed a confirmation link (with the sign-up, in one transaction); a confirmed one is left as it is (`created: false`).
 * A first name given later fills a missing one.
 */
export async function subscribe(signup: Signup, payloadArg?: Payload): Promise<SignupResult> {
  const payload = payloadArg ?? (await cms())
  const where: Where = { and: [{ email: { equals: signup.email } }, { list: { equals: signup.list } }] }
  const find = () => payload.find({ collection: 'newsletter-signups', where, limit: 1, depth: 0, overrideAccess: true })
  const existing = (await find()).docs[0]
  if (existing) {
    const status = (existing.status ?? 'pending') as SignupStatus
    const firstName = existing.firstName || signup.firstName
    const req = await createLocalReq({}, payload)
    await inTransaction(req, async () => {
      if (!existing.firstName && signup.firstName) {
        await payload.update({ collection: 'newsletter-signups', id: existing.id, data: { firstName }, overrideAccess: true, req })
      }
      // Asked again while waiting: the link is sent again (the sender's sign-up limit bounds how often).
      if (status === 'pending')
        await enqueueSignupConfirmation(req, { id: existing.id, email: existing.email, list: existing.list, firstName: firstName ?? null })
    })
    return { created: false, status }
  }
  try {
    const req = await createLocalReq({}, payload)
    await inTransaction(req, async () => {
      const doc = await payload.create({ collection: 'newsletter-signups', data: { ...signup, status: 'pending' }, overrideAccess: true, depth: 0, req })
      await enqueueSignupConfirmation(req, { id: doc.id, email: doc.email, list: doc.list, firstName: doc.firstName ?? null })
    })
    return { created: true, status: 'pending' }
  } catch (error) {
    // Two sign-ups at once: the unique index kept one; the other is the same sign-up.
    const kept = (await find()).docs[0]
    if (kept) return { created: false, status: (kept.status ?? 'pending') as SignupStatus }
    throw error
  }
}

/** The sign-up a link names, and whether the link holds for it; `invalid` for no such sign-up. */
async function signupOfLink(payload: Payload, token: unknown, purpose: LinkPurpose, now: Date) {
  const link = parseLink(token, purpose)
  if (!link) return { check: 'invalid' as const, doc: null }
  const doc = await payload.findByID({ collection: 'newsletter-signups', id: link.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return { check: 'invalid' as const, doc: null }
  return { check: checkLink(link, { id: doc.id, email: doc.email, list: doc.list }, payload.secret, now), doc }
}

/** Follows a confirmation link: the sign-up counts from now; followed again, nothing changes (docs/decisions/0125). */
export async function confirmSignup(token: unknown, now = new Date(), payloadArg?: Payload): Promise<LinkOutcome> {
  const payload = payloadArg ?? (await cms())
  const { check, doc } = await signupOfLink(payload, token, 'confirm', now)
  if (check !== 'valid') return check
  if (!doc) return 'invalid'
  if (doc.status !== 'confirmed') {
    await payload.update({ collection: 'newsletter-signups', id: doc.id, data: { status: 'confirmed', confirmedAt: now.toISOString() }, overrideAccess: true })
  }
  return 'confirmed'
}

/**
 * Follows an unsubscribe link (one click, RFC 8058): the sign-up is removed. A link whose sign-up is gone already says
 * it is done: the address is not on the list either way, and nobody learns whether it ever was.
 */
export async function unsubscribe(token: unknown, now = new Date(), payloadArg?: Payload): Promise<LinkOutcome> {
  const payload = payloadArg ?? (await cms())
  if (!parseLink(token, 'unsubscribe')) return 'invalid'
  const { check, doc } = await signupOfLink(payload, token, 'unsubscribe', now)
  if (!doc) return 'unsubscribed'
  if (check !== 'valid') return check
  await payload.delete({ collection: 'newsletter-signups', id: doc.id, overrideAccess: true })
  return 'unsubscribed'
}
