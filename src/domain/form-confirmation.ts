import { EMAIL_PATTERN, escapeHtml as escape } from './newsletters'

/** What a form's sender is sent back (beyond the spec, docs/decisions/0110): built from the stored answers, pure. */

/** A question of the form as the confirmation lists it. */
export type ConfirmationQuestion = { name: string; label: string; kind: string; options?: { label: string; value: string }[] }

export type ConfirmationForm = {
  title: string
  scope: string
  /** Staff's own subject and words for this form; empty: the defaults below. */
  subject: string | null
  text: string | null
  /** A request for information names what it asks for and whose programmes (spec §3). */
  requestForInformation: { type: string; mainType: string } | null
  questions: ConfirmationQuestion[]
}

export type ConfirmationCollege = { collegeName: string; accentColor: string; phone: string; email: string | null; origin: string }

export type ConfirmationEmail = { to: string; replyTo?: string; subject: string; html: string; text: string }

/** The subject when staff leave it empty. */
export const defaultConfirmationSubject = (formTitle: string) => `We received your form: ${formTitle}`

/** The opening when staff leave it empty. */
export const DEFAULT_CONFIRMATION_TEXT =
  'Thank you for writing to us. This is a copy of what you sent; a member of staff reads every form and will answer you if it calls for a reply.'

/** What a request for information tells its sender: what was asked, and what happens next. */
function requestForInformationText(rfi: { type: string; mainType: string }, programme: string | null): string {
  const level = rfi.mainType === 'Graduate' ? 'graduate' : 'undergraduate'
  const about = programme ? `our ${level} programme ${programme}` : `our ${level} programmes`
  const what = rfi.type === 'RequestMaterials' ? `printed materials about ${about}` : `information about ${about}`
  return `Thank you for asking us for ${what}. An admissions counsellor will write to you within two working days${
    rfi.type === 'RequestMaterials' ? ', and the materials will be posted to the address you gave' : ''
  }. Your answers are below; reply to this e-mail if anything in them is wrong.`
}

/** The first address of the form's first e-mail question that holds one: the sender. */
export function senderAddress(questions: readonly ConfirmationQuestion[], values: Record<string, string>): string | null {
  for (const question of questions) {
    if (question.kind !== 'email') continue
    const first = (values[question.name] ?? '').split(',')[0]!.trim()
    if (EMAIL_PATTERN.test(first)) return first
  }
  return null
}

/** An answer as the sender reads it: a choice by its label, a box ticked or not. */
function shownAnswer(question: ConfirmationQuestion, value: string): string {
  if (question.kind === 'checkbox') return value === 'true' ? 'Yes' : 'No'
  return question.options?.find((option) => option.value === value)?.label ?? value
}

const FONT = 'font-family: Helvetica, Arial, sans-serif;'

/** The confirmation for a stored submission, or null when the form asks no e-mail address (or none usable was given). */
export function confirmationEmail(form: ConfirmationForm, values: Record<string, string>, college: ConfirmationCollege): ConfirmationEmail | null {
  const to = senderAddress(form.questions, values)
  if (!to) return null
  const subject = form.subject?.trim() || defaultConfirmationSubject(form.title)
  const programme = values.programme?.trim() || null
  const opening =
    form.text?.trim() || (form.requestForInformation ? requestForInformationText(form.requestForInformation, programme) : DEFAULT_CONFIRMATION_TEXT)
  const answers = form.questions
    .filter((question) => question.kind !== 'message' && (values[question.name] ?? '') !== '')
    .map((question) => ({ label: question.label || question.name, value: shownAnswer(question, values[question.name]!) }))
  const contact = [college.phone, college.email].filter(Boolean).join(' · ')

  const text = [
    subject,
    '',
    opening,
    '',
    ...answers.map((answer) => `${answer.label}: ${answer.value}`),
    '',
    `${college.collegeName}`,
    contact,
    college.origin,
  ].join('\n')

  const paragraphs = (words: string) =>
    words
      .split(/\n{2,}/)
      .map(
        (paragraph) =>
          `<p style="${FONT} margin: 0 0 16px 0; font-size: 16px; line-height: 24px; color: #1a1a1a;">${escape(paragraph).replace(/\n/g, '<br>')}</p>`,
      )
      .join('')
  const rows = answers
    .map(
      (answer) =>
        `<tr><th align="left" valign="top" style="${FONT} padding: 8px 16px 8px 0; font-size: 14px; color: #555555; font-weight: normal;">${escape(answer.label)}</th><td style="${FONT} padding: 8px 0; font-size: 16px; color: #1a1a1a;">${escape(answer.value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body style="margin: 0; padding: 0; background: #f4f4f4;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f4f4f4;"><tr><td align="center" style="padding: 24px 12px;"><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width: 600px; width: 100%; background: #ffffff;"><tr><td style="background: ${escape(college.accentColor)}; padding: 20px 24px;"><a href="${escape(college.origin)}" style="${FONT} color: #ffffff; font-size: 20px; font-weight: bold; text-decoration: none;">${escape(college.collegeName)}</a></td></tr><tr><td style="padding: 24px;"><h1 style="${FONT} margin: 0 0 16px 0; font-size: 22px; line-height: 28px; color: #1a1a1a;">${escape(subject)}</h1>${paragraphs(opening)}${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-top: 1px solid #dddddd; width: 100%;">${rows}</table>` : ''}</td></tr><tr><td style="${FONT} padding: 16px 24px 24px 24px; font-size: 14px; line-height: 20px; color: #555555; border-top: 1px solid #dddddd;">${escape(college.collegeName)}${contact ? `<br>${escape(contact)}` : ''}</td></tr></table></td></tr></table></body></html>`

  return { to, ...(college.email ? { replyTo: college.email } : {}), subject, html, text }
}
