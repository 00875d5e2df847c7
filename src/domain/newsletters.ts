/** Newsletters and their sign-ups (spec §2 subscribe, §3 newsletters, §9). Pure: no I/O. */

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
