// A newsletter issue as e-mail (spec §3), for the preview and the mailer: tables, inline styles and absolute addresses,
// as e-mail clients ignore style sheets. Pure.
import { formatDate, formatTime } from '@/domain/dates'
import type { Image } from '@/domain/media'
import { SUBSCRIBE_PATH, escapeHtml as escape } from '@/domain/newsletters'

import type { EventSummary } from './event-mappers'
import type { NewsletterIssue } from './newsletters'

export type NewsletterSite = { origin: string; collegeName: string; timeZone: string; accentColor: string }

/** The e-mail's content width, in pixels (the usual 600). */
export const NEWSLETTER_WIDTH = 600
const IMAGE_WIDTH = NEWSLETTER_WIDTH - 48
const THUMB_WIDTH = 120

const FONT = 'font-family: Helvetica, Arial, sans-serif;'
const TEXT = `${FONT} color: #1a1a1a; font-size: 16px; line-height: 24px;`
const MUTED = `${FONT} color: #555555; font-size: 14px; line-height: 20px;`

/** An address on the site made absolute; absolute ones (http, https, mailto) stay as they are. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^(https?:|mailto:)/i.test(url)) return url
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}

function image(img: Image, width: number, origin: string, href?: string | null): string {
  const height = img.width && img.height ? Math.round((img.height / img.width) * width) : null
  const tag = `<img src="${escape(absoluteUrl(img.url, origin))}" width="${width}"${height ? ` height="${height}"` : ''} alt="${escape(img.alt || '')}" style="display: block; width: ${width}px; max-width: 100%; height: auto; border: 0;">`
  return href ? `<a href="${escape(href)}" target="_blank" style="text-decoration: none;">${tag}</a>` : tag
}

const link = (href: string, text: string, accent: string) =>
  `<a href="${escape(href)}" target="_blank" style="color: ${accent}; text-decoration: underline;">${escape(text)}</a>`

const heading = (text: string) =>
  `<tr><td style="padding: 32px 24px 8px 24px;"><h2 style="${FONT} margin: 0; font-size: 22px; line-height: 28px; color: #1a1a1a;">${escape(text)}</h2></td></tr>`

function eventWhen(event: EventSummary, timeZone: string): string {
  const start = formatDate(event.eventStart, 'long', timeZone)
  if (event.allDay || event.eventType === 'Exhibition') {
    const end = formatDate(event.eventEnd, 'long', timeZone)
    return start === end ? start : `${start} – ${end}`
  }
  return `${start}, ${formatTime(event.eventStart, timeZone)}`
}

function eventRow(event: EventSummary, site: NewsletterSite): string {
  const href = absoluteUrl(event.path, site.origin)
  const thumb = event.image
    ? `<td width="${THUMB_WIDTH}" valign="top" style="padding: 0 16px 0 0;">${image(event.image, THUMB_WIDTH, site.origin, href)}</td>`
    : ''
  const where = event.locationTitles.length ? `<br>${escape(event.locationTitles.join(', '))}` : ''
  return `<tr><td style="padding: 12px 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${thumb}<td valign="top" style="${TEXT}"><strong>${link(href, event.displayTitle, site.accentColor)}</strong><br><span style="${MUTED}">${escape(eventWhen(event, site.timeZone))}${where}</span></td></tr></table></td></tr>`
}

/** The issue as a complete HTML e-mail document. */
export function renderNewsletterHtml(issue: NewsletterIssue, site: NewsletterSite): string {
  const accent = site.accentColor
  const home = absoluteUrl('/', site.origin)
  const rows: string[] = []
  rows.push(
    `<tr><td style="padding: 24px; background-color: #1a1a1a;"><a href="${escape(home)}" target="_blank" style="${FONT} color: #ffffff; font-size: 20px; font-weight: bold; text-decoration: none;">${escape(site.collegeName)}</a><br><span style="${FONT} color: #ffffff; font-size: 14px;">${escape(issue.newsletterLabel)} · ${escape(formatDate(issue.issueDate, 'long', site.timeZone))}</span></td></tr>`,
    `<tr><td style="padding: 24px 24px 0 24px;"><h1 style="${FONT} margin: 0; font-size: 28px; line-height: 34px; color: #1a1a1a;">${escape(issue.title)}</h1></td></tr>`,
  )
  if (issue.intro) rows.push(`<tr><td style="padding: 12px 24px 0 24px; ${TEXT}">${escape(issue.intro).replace(/\n+/g, '<br><br>')}</td></tr>`)

  if (issue.stories.length) {
    rows.push(heading('Stories'))
    for (const story of issue.stories) {
      const href = story.path ? absoluteUrl(story.path, site.origin) : null
      rows.push(
        `<tr><td style="padding: 12px 24px;">${story.image ? image(story.image, IMAGE_WIDTH, site.origin, href) : ''}<p style="${TEXT} margin: 12px 0 4px 0; font-size: 18px;"><strong>${href ? link(href, story.title, accent) : escape(story.title)}</strong></p>${story.summary ? `<p style="${TEXT} margin: 0;">${escape(story.summary)}</p>` : ''}</td></tr>`,
      )
    }
  }
  if (issue.links.length) {
    rows.push(heading('More to read'))
    for (const item of issue.links) {
      rows.push(
        `<tr><td style="padding: 8px 24px; ${TEXT}"><strong>${link(absoluteUrl(item.url, site.origin), item.title, accent)}</strong>${item.summary ? `<br><span style="${MUTED}">${escape(item.summary)}</span>` : ''}</td></tr>`,
      )
    }
  }
  if (issue.onView.length) {
    rows.push(heading('Exhibitions on view'))
    rows.push(...issue.onView.map((event) => eventRow(event, site)))
  }
  if (issue.upcoming.length) {
    rows.push(heading('Upcoming events'))
    rows.push(...issue.upcoming.map((event) => eventRow(event, site)))
  }
  rows.push(
    `<tr><td style="padding: 32px 24px; ${MUTED} border-top: 1px solid #dddddd;">You receive ${escape(issue.newsletterLabel)} from ${escape(site.collegeName)}. ${link(absoluteUrl(SUBSCRIBE_PATH, site.origin), 'Manage your subscriptions', accent)} · ${link(home, 'Visit the website', accent)}</td></tr>`,
  )
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(issue.title)}</title></head>`,
    `<body style="margin: 0; padding: 0; background-color: #f2f2f2;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color: #f2f2f2;"><tr><td align="center" style="padding: 16px 8px;">`,
    `<table role="presentation" width="${NEWSLETTER_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width: ${NEWSLETTER_WIDTH}px; max-width: 100%; background-color: #ffffff;">`,
    ...rows,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
