/** Newsletters and their sign-ups (spec §2 subscribe, §3 newsletters, §9). Pure: no I/O. */
import type { FormScope, FormValues } from './forms'

/** Where the sign-up form lives (spec §2). */
export const SUBSCRIBE_PATH = '/subscribe'
/** What a form post past the sign-up limit comes back to /subscribe with: the seconds to wait. */
export const SUBSCRIBE_WAIT_PARAM = 'wait'

/** spec §3: the newsletters, by key; labels as the spec writes them. */
export const NEWSLETTERS = [
  { value: 'svaToday', label: 'SVA Today' },
  { value: 'now', label: 'Now' },
  { value: 'todaySummer', label: 'Today Summer' },
  { value: 'insider', label: 'Insider' },
  { value: 'calendar', label: 'Calendar' },
] as const

/** The newsletter of events and exhibitions, which the event newsletter capability composes (spec §6). */
export const EVENTS_NEWSLETTER = 'calendar'

export type NewsletterType = (typeof NEWSLETTERS)[number]['value']

export function newsletterLabel(type: string): string {
  return NEWSLETTERS.find((newsletter) => newsletter.value === type)?.label ?? type
}

/** spec §2 (subscribe): the lists `/subscribe?newsletter=` chooses among, in the spec's keys; the first when none or an unknown one is named. */
export const SUBSCRIBE_LISTS = [
  { key: 'svanow', title: 'Now', description: 'Stories, exhibitions and news from the college, every other week.' },
  { key: 'sva-calendar', title: 'Calendar', description: 'What is on: exhibitions, talks, screenings and open houses, every week.' },
  { key: 'continuing-education', title: 'Continuing Education', description: 'New courses and registration dates, each term.' },
] as const
export type SubscribeListKey = (typeof SUBSCRIBE_LISTS)[number]['key']

export function subscribeList(query: unknown): (typeof SUBSCRIBE_LISTS)[number] {
  const key = Array.isArray(query) ? query[0] : query
  return SUBSCRIBE_LISTS.find((list) => list.key === key) ?? SUBSCRIBE_LISTS[0]
}

/** Where the proxy sends `/subscribe?newsletter=<key>` for a known key: a cached path of its own (docs/decisions/0045). Null: nothing to rewrite. */
export function subscribeRewrite(pathname: string, params: URLSearchParams): string | null {
  if (pathname !== SUBSCRIBE_PATH && pathname !== `${SUBSCRIBE_PATH}/`) return null
  const key = params.get('newsletter')
  return SUBSCRIBE_LISTS.some((list) => list.key === key) ? `${SUBSCRIBE_PATH}/_list/${key}` : null
}

/** spec §3: a newsletter issue holds at most this many stories (and as many extra links). */
export const NEWSLETTER_MAX_STORIES = 12

/** The e-mail address pattern sign-ups accept: something@host.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

export const SUBSCRIBE_LIST_KEYS = SUBSCRIBE_LISTS.map((list) => list.key) as [SubscribeListKey, ...SubscribeListKey[]]

/** Escapes text for HTML (the newsletter e-mail): &, <, >, " and '. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** A sign-up waits until its address follows the link mailed to it; only confirmed ones are subscribers (docs/decisions/0125). */
export const SIGNUP_STATUSES = [
  { value: 'pending', label: 'Waiting for confirmation' },
  { value: 'confirmed', label: 'Confirmed' },
] as const
export type SignupStatus = (typeof SIGNUP_STATUSES)[number]['value']

/** Where the confirmation link and the unsubscribe link lead, and the pages that tell what became of them. */
export const CONFIRM_SIGNUP_PATH = `${SUBSCRIBE_PATH}/confirm`
export const UNSUBSCRIBE_PATH = '/unsubscribe'
export const SIGNUP_THANK_YOU_PATH = `${SUBSCRIBE_PATH}/thank-you`
/** The pages a followed link lands on, by what became of it. */
export const LINK_OUTCOME_PATHS = {
  confirmed: `${SUBSCRIBE_PATH}/confirmed`,
  expired: `${SUBSCRIBE_PATH}/link-expired`,
  invalid: `${SUBSCRIBE_PATH}/link-invalid`,
  unsubscribed: `${UNSUBSCRIBE_PATH}/done`,
} as const
export type LinkOutcome = keyof typeof LINK_OUTCOME_PATHS

/** What the thank-you says after a sign-up: nothing is subscribed until the link in the e-mail is followed. */
export const UNTIL_CONFIRMED_MESSAGE = 'Until you follow it, you are not subscribed.'
export const CHECK_INBOX_MESSAGE = `Check your inbox: we have sent you an e-mail with a link to confirm your address. ${UNTIL_CONFIRMED_MESSAGE}`

/** Where the proxy sends a followed newsletter link: a confirmation (GET) and a one-click unsubscribe (POST) are answered by the API. */
export function signupLinkRewrite(method: string, pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '')
  if (path === CONFIRM_SIGNUP_PATH && method === 'GET') return '/api/v1/newsletter-signups/confirm'
  if (path === UNSUBSCRIBE_PATH && method === 'POST') return '/api/v1/newsletter-signups/unsubscribe'
  return null
}

/** The scopes whose forms sign the visitor up for a newsletter (spec §3), sharing the sign-up store. */
const NEWSLETTER_SCOPES: readonly FormScope[] = ['Subscribe', 'RequestNewsletter']

/** The newsletter sign-up a form's answers make, if its scope is one: `email`, `firstName` and the list `newsletter` names. */
export function newsletterSignupOf(scope: FormScope, values: FormValues): { email: string; firstName: string | null; list: SubscribeListKey } | null {
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : ''
  if (!NEWSLETTER_SCOPES.includes(scope) || !email) return null
  const firstName = typeof values.firstName === 'string' && values.firstName.trim() ? values.firstName.trim() : null
  const list = SUBSCRIBE_LISTS.find((entry) => entry.key === values.newsletter)?.key ?? SUBSCRIBE_LISTS[0].key
  return { email, firstName, list }
}
