import { DEFAULT_MAX_UPLOAD_BYTES, type UploadCategory } from './file-types'
import { type FormFieldRules, type FormRule, validateForm } from './form-validators'
import type { RfiMainType, RfiType } from './request-for-information'

/** Request forms (spec §2: the form pages under /form/; spec §3: form scopes), built in the back office (docs/decisions/0056). */

/** spec §2: the form pages under /form/. */
export const FORM_PAGE_SLUGS = [
  'sva-feedback',
  'artwork-release',
  'library-reserve',
  'summer-residency',
  'housing-agreement',
  'additional-tickets',
  'corporate-training',
  'parent-email-address',
  'request-a-newsletter',
  'request-for-purchase',
  'registration-agreement',
  'verification-of-eligibility-cdfny',
] as const

/** spec §2: where a visitor lands after a submit, and after a failure. */
export const FORM_THANK_YOU_PATH = '/form/thank-you'
export const FORM_SUBMIT_ERROR_PATH = '/form/submit-error'

/** spec §3: the form scopes. */
export const FORM_SCOPES = [
  'Subscribe',
  'AdditionalTickets',
  'ArtworkRelease',
  'CorporateTraining',
  'LibraryReserve',
  'RegistrationAgreement',
  'RequestNewsletter',
  'RequestPurchase',
  'SummerResidency',
  'SvaFeedback',
  'SvaDestinations',
  'ProgramRegistration',
  'PreCollegeRegistration',
  'ParentalEmailAddress',
  'PreCollegeMailingList',
  'CDFNYRegistration',
  'CDFNYRegistrationClosed',
  'RFIRegistration',
] as const
export type FormScope = (typeof FORM_SCOPES)[number]

/** Set by the page once its script runs: a failed submit can then go to the submit-error page, the answers kept in the browser. */
export const FORM_ENHANCED_FIELD = 'enhanced'

/** What a submit answers the form with: each field's failure, the answers as sent, whether storing failed, and a fresh stamp when it asks to send again. */
export type FormSubmitState = { errors: Record<string, string>; values: FormValues; failed: boolean; notice?: string; stamp?: string }

/**
 * The hidden field that names the form a submit answers. Not an argument bound to the action: a bound action's fields are
 * encoded while the page renders, which holds the form back from the first part of the page streamed (docs/decisions/0189).
 */
export const FORM_SLUG_FIELD = 'formSlug'

/** The hidden field that carries when the form was shown (services/form-stamps.ts). */
export const FORM_SHOWN_AT_FIELD = 'shownAt'

/** Our choice: people take at least this long to fill in a form; a robot posts at once. */
export const FORM_MIN_FILL_MS = 3000

/** What a submit sent sooner than people can, or with no valid stamp, is told; the answers stay. */
export const TOO_QUICK_MESSAGE = 'That was quicker than we expected, so nothing was sent yet. Please check your answers below and send the form again.'

/** What a sender past the limit is told. */
export const tooManyFormsMessage = (retryAfterMs: number) =>
  `You have sent several forms in a short time. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minutes and send it again: your answers are kept below.`

/** Where the browser keeps a form's answers while it is sent, so that a failure loses nothing. */
export const formDraftKey = (slug: string) => `form-draft:${slug}`

/** The address of a form page. */
export const formPath = (slug: string) => `/form/${slug}`

/** A sender (an address) may send this many forms in this time (our choice): a family filling in several, not a flood. */
export const FORM_SUBMISSION_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000, maxKeys: 10_000 }

/** Spam resistance without a third-party service: a field people never see, which robots fill in. */
export const FORM_HONEYPOT_FIELD = 'website'

/** What a text answer may be required to look like (spec §5's validators). */
export const FORM_TEXT_FORMATS = [
  { value: 'alpha', label: 'Letters only' },
  { value: 'numeric', label: 'Digits only' },
  { value: 'usZip', label: 'US zip code' },
  { value: 'usPhone', label: 'US phone number' },
  { value: 'otherPhone', label: 'Phone number outside the US' },
] as const
export type FormTextFormat = (typeof FORM_TEXT_FORMATS)[number]['value']

/** spec §5 (allowed files): which files a file question takes, and its limit (our choice, the spec gives none). */
export const FORM_FILE_ACCEPTS = [
  { value: 'documents', label: 'Documents: Word, PDF or ZIP' },
  { value: 'images', label: 'Images: PNG, JPEG, GIF or WebP' },
  { value: 'all', label: 'Documents or images' },
] as const satisfies readonly { value: UploadCategory; label: string }[]
export const FORM_FILE_MAX_BYTES = DEFAULT_MAX_UPLOAD_BYTES

/** A form's field as its page shows it and the server checks it: the form-builder's blocks, plain. */
export type FormField =
  | {
      kind: 'text' | 'textarea' | 'email' | 'number'
      name: string
      label: string
      required: boolean
      width: number | null
      defaultValue: string
      format: FormTextFormat | null
      minLength: number | null
      maxLength: number | null
      multiple: boolean
    }
  | {
      kind: 'select'
      name: string
      label: string
      required: boolean
      width: number | null
      defaultValue: string
      options: { label: string; value: string }[]
      /** The options allowed for each answer of another field (a start term per programme); the rest are refused. */
      optionsBy?: { field: string; allowed: Record<string, string[]> }
    }
  | { kind: 'checkbox'; name: string; label: string; required: boolean; width: number | null; defaultValue: boolean }
  | { kind: 'file'; name: string; label: string; required: boolean; width: number | null; defaultValue: ''; accepts: UploadCategory; maxBytes: number }
  | { kind: 'message'; name: string; text: string }

/** A form as visitors see it: what it asks, never whom it notifies; a request for information says which kind it is. */
export type FormDefinition = {
  id: number
  slug: string
  title: string
  scope: FormScope
  intro: string | null
  submitLabel: string
  fields: FormField[]
  requestForInformation: { type: RfiType; mainType: RfiMainType } | null
}

/** The answers of a form as the page sends them: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>

/** spec §5: the rules of a field, in the order they are checked (the first failing one is said). */
export function fieldRules(field: FormField): FormRule[] {
  if (field.kind === 'message') return []
  // A checkbox's label is a sentence to agree to: "<label> is not valid." would not read.
  if (field.kind === 'checkbox') return field.required ? [{ rule: 'required', message: 'Tick the box to go on: {field}' }] : []
  const rules: FormRule[] = field.required ? [{ rule: 'required' }] : []
  // A file's type and size are checked by its bytes (checkUpload), not by rules of text.
  if (field.kind === 'select' || field.kind === 'file') return rules
  if (field.kind === 'email') {
    rules.push({ rule: 'email' })
    if (!field.multiple) rules.push({ rule: 'regex', pattern: '^[^,]*$', message: '{field} takes one address.' })
  }
  if (field.kind === 'number') rules.push({ rule: 'numeric' })
  if (field.format) rules.push({ rule: field.format })
  if (field.minLength) rules.push({ rule: 'minLength', value: field.minLength })
  if (field.maxLength) rules.push({ rule: 'maxLength', value: field.maxLength })
  return rules
}

/** Each field's failure, by name: spec §5's rules, and for a choice, one of its options (of those its other field allows). */
export function checkAnswers(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const rules: Record<string, FormFieldRules> = {}
  for (const field of fields) if (field.kind !== 'message') rules[field.name] = { label: field.label, rules: fieldRules(field) }
  const failures = validateForm(rules, values)
  for (const field of fields) {
    const value = values[field.name]
    if (field.kind !== 'select' || typeof value !== 'string' || value === '' || failures[field.name]) continue
    if (!choicesOf(field, values).some((option) => option.value === value)) failures[field.name] = `${field.label || field.name} is not valid.`
  }
  return failures
}

/** The options of a choice the visitor may take, given the other answers (all of them unless another field narrows them). */
export function choicesOf(field: Extract<FormField, { kind: 'select' }>, values: FormValues): { label: string; value: string }[] {
  const other = field.optionsBy ? values[field.optionsBy.field] : undefined
  const allowed = typeof other === 'string' && field.optionsBy && Object.hasOwn(field.optionsBy.allowed, other) ? field.optionsBy.allowed[other] : undefined
  return allowed ? field.options.filter((option) => allowed.includes(option.value)) : field.options
}
