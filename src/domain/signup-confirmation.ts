import { escapeHtml } from './newsletters'
import { CONFIRMATION_LINK_DAYS, listUnsubscribeHeaders } from './newsletter-links'

/** The e-mail that asks a newsletter sign-up's address to confirm it (docs/decisions/0125). Pure: no I/O. */
export type SignupConfirmation = { to: string; replyTo?: string; subject: string; html: string; text: string; headers: Record<string, string> }
export type SignupConfirmationInput = {
  email: string
  firstName: string | null
  listTitle: string
  confirmUrl: string
  unsubscribeUrl: string
  college: { collegeName: string; accentColor: string; email: string | null; origin: string }
}

const FONT = 'font-family: Helvetica, Arial, sans-serif;'

const signupConfirmationSubject = (listTitle: string, collegeName: string) => `Confirm your subscription to ${listTitle} from ${collegeName}`

export function signupConfirmationEmail({ email, firstName, listTitle, confirmUrl, unsubscribeUrl, college }: SignupConfirmationInput): SignupConfirmation {
  const subject = signupConfirmationSubject(listTitle, college.collegeName)
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,'
  const ask = `Someone, we hope you, asked to receive ${listTitle} from ${college.collegeName} at ${email}. Please confirm by following this link within ${CONFIRMATION_LINK_DAYS} days:`
  const ignore = 'If you did not ask, ignore this e-mail: without the confirmation we will send you nothing more.'
  const text = [subject, '', greeting, '', ask, confirmUrl, '', ignore, '', `Unsubscribe: ${unsubscribeUrl}`, '', college.collegeName, college.origin].join(
    '\n',
  )
  const p = (words: string) => `<p style="${FONT} margin: 0 0 16px 0; font-size: 16px; line-height: 24px; color: #1a1a1a;">${escapeHtml(words)}</p>`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin: 0; padding: 0; background: #f4f4f4;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f4f4f4;"><tr><td align="center" style="padding: 24px 12px;"><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width: 600px; width: 100%; background: #ffffff;"><tr><td style="background: ${escapeHtml(college.accentColor)}; padding: 20px 24px;"><a href="${escapeHtml(college.origin)}" style="${FONT} color: #ffffff; font-size: 20px; font-weight: bold; text-decoration: none;">${escapeHtml(college.collegeName)}</a></td></tr><tr><td style="padding: 24px;"><h1 style="${FONT} margin: 0 0 16px 0; font-size: 22px; line-height: 28px; color: #1a1a1a;">${escapeHtml(subject)}</h1>${p(greeting)}${p(ask)}<p style="margin: 0 0 24px 0;"><a href="${escapeHtml(confirmUrl)}" style="${FONT} display: inline-block; background: #1a1a1a; color: #ffffff; font-size: 16px; font-weight: bold; padding: 12px 20px; text-decoration: none;">Confirm my subscription</a></p>${p(ignore)}</td></tr><tr><td style="${FONT} padding: 16px 24px 24px 24px; font-size: 14px; line-height: 20px; color: #555555; border-top: 1px solid #dddddd;">${escapeHtml(college.collegeName)} · <a href="${escapeHtml(unsubscribeUrl)}" style="color: #555555;">Unsubscribe</a></td></tr></table></td></tr></table></body></html>`
  return { to: email, ...(college.email ? { replyTo: college.email } : {}), subject, html, text, headers: listUnsubscribeHeaders(unsubscribeUrl) }
}
