import { z } from 'zod'

import { EMAIL_PATTERN, SUBSCRIBE_LIST_KEYS } from '@/domain/newsletters'
import { PRESS_YEAR_MAX, PRESS_YEAR_MIN } from '@/domain/press'
import { EXTERNAL_PRESS_DEFAULT_LIMIT, EXTERNAL_PRESS_SORT_FIELDS, PRESS_RELEASES_DEFAULT_LIMIT, PRESS_RELEASE_SORT_FIELDS } from '@/domain/press'

import { defineEndpoints, idParams } from '../endpoint'
import { idList, limit, page, sortBy, wholeNumber } from '../query'

/** One year or several (`filters[year]=2024` or `filters[year][]=2023&filters[year][]=2024`). */
const yearList = () => {
  const year = wholeNumber(PRESS_YEAR_MIN, PRESS_YEAR_MAX)
  return z
    .union([year, z.array(year).max(50, 'must have at most 50 values')], {
      error: `must be a year from ${PRESS_YEAR_MIN} to ${PRESS_YEAR_MAX}, or a list of them`,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]))
}

/** spec §7 (newsletters/preview): JSON by default, the e-mail's HTML with `format=html`. */
const previewFormat = z.enum(['json', 'html'], { error: 'must be json or html' })

/** spec §2 (subscribe): what the sign-up form sends. */
const signupBody = z.strictObject({
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'An e-mail address has at most 254 characters.')
    .regex(EMAIL_PATTERN, 'Enter an e-mail address such as name@example.com.'),
  firstName: z
    .string({ error: 'Enter your first name as text.' })
    .trim()
    .max(100, 'A first name has at most 100 characters.')
    .optional()
    .transform((value) => value || null),
  list: z.enum(SUBSCRIBE_LIST_KEYS, { error: 'Choose one of the newsletters.' }),
})

/** The stories area's press and newsletter calls (spec §7, §8). */
export const storiesPressEndpoints = defineEndpoints({
  pressReleases: {
    method: 'GET',
    path: '/api/v1/press-releases',
    group: 'Press',
    summary: 'Published press releases, newest first',
    query: z.strictObject({
      filters: z.strictObject({ year: yearList().optional(), departments: idList().optional(), tags: idList().optional() }).optional(),
      page: page(),
      limit: limit(PRESS_RELEASES_DEFAULT_LIMIT),
      sortBy: sortBy(PRESS_RELEASE_SORT_FIELDS).optional(),
    }),
    returns:
      'The list envelope of press releases (id, type, title, slug, path, date, year, summary, image, departments, tags, contact). limit defaults to 6 (9999 for all); filters[year] keeps releases of those years (derived from the date in the college’s time zone), filters[departments] and filters[tags] those with any of those ids; sortBy defaults to date-DESC. spec §8: an unexpected failure answers 500 with a message naming file, function and path.',
  },
  externalPress: {
    method: 'GET',
    path: '/api/v1/external-press',
    group: 'Press',
    summary: 'Published external press (articles about the college elsewhere), newest entry first',
    query: z.strictObject({
      filters: z.strictObject({ departments: idList().optional(), tags: idList().optional() }).optional(),
      page: page(),
      limit: limit(EXTERNAL_PRESS_DEFAULT_LIMIT),
      sortBy: sortBy(EXTERNAL_PRESS_SORT_FIELDS).optional(),
    }),
    returns:
      'The list envelope (items, total, pages, currentPage, links) of external press (id, outlet, title, link, date, summary, departments, tags). filters[departments] and filters[tags] keep items with any of those ids; sortBy defaults to id-DESC (also date). spec §8: an unexpected failure answers 500 with a message naming file, function and path.',
  },
  newsletterPreview: {
    method: 'GET',
    path: '/api/v1/newsletters/preview/{id}',
    group: 'Newsletters',
    summary: 'A newsletter issue as it will be sent, draft or not (staff holding newsletter)',
    params: idParams,
    query: z.strictObject({ format: previewFormat.optional() }),
    staff: true,
    returns:
      'The composed issue: `{ id, title, newsletterType, newsletterLabel, issueDate, intro, published, stories, links, onView, upcoming, upcomingFrom, html }` (exhibitions on view on the issue date, at most 10; events starting from the day after the issue date, at most 50; html is the e-mail). `format=html` answers the e-mail as text/html. 404 for an issue that does not exist or that the staff member may not read.',
  },
  newsletterSignup: {
    method: 'POST',
    path: '/api/v1/newsletter-signups',
    group: 'Newsletters',
    summary: 'Sign up for a newsletter (the /subscribe form)',
    body: signupBody,
    returns:
      '`{ created, status, email, list }`: 201 for a new sign-up, 200 when that e-mail is already on that list. `status` is `pending` until the address follows the confirmation link mailed to it (it expires after 7 days; signing up again while pending mails a new one), then `confirmed`; only confirmed addresses are subscribers. JSON or a plain form post (then a 303 to the thank-you page, or back to the form naming the field at fault); 413 above 4 KB, 415 for another content type.',
  },
  newsletterConfirm: {
    method: 'GET',
    path: '/api/v1/newsletter-signups/confirm',
    group: 'Newsletters',
    summary: 'Follow a sign-up’s confirmation link (what `/subscribe/confirm?token=` answers)',
    query: z.object({ token: z.string().optional() }),
    returns:
      'A 303 to the page that says what became of the link: `/subscribe/confirmed` (followed again: the same), `/subscribe/link-expired` (older than 7 days), `/subscribe/link-invalid` (altered, cut, or for an address since removed). Never cached.',
  },
  newsletterUnsubscribe: {
    method: 'POST',
    path: '/api/v1/newsletter-signups/unsubscribe',
    group: 'Newsletters',
    summary: 'One-click unsubscribe (RFC 8058; what `POST /unsubscribe?token=` answers): no cookie or form token, the signed link is the proof',
    query: z.object({ token: z.string().optional() }),
    returns:
      'With the form field `List-Unsubscribe=One-Click` (multipart or urlencoded), as a mail client sends it: 200 once the address is off the list (again: 200), 400 for an altered link. Without it (the unsubscribe page’s button): a 303 to `/unsubscribe/done`, or to `/subscribe/link-invalid`. 413 above 4 KB.',
  },
})
