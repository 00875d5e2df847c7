import { FORM_HONEYPOT_FIELD, type FormDefinition, type FormValues, checkAnswers } from '@/domain/forms'
import { newsletterSignupOf } from '@/domain/newsletters'
import { checkUpload } from '@/domain/file-contents'

import { takeTry } from './abuse-limits'
import { type AttachedFile, RefusedFile, findForm, storeSubmission } from './forms'
import { subscribe } from './newsletters'

/** What a visitor is told of a file of an allowed type that cannot be read (a damaged PDF). */
const DAMAGED_FILE_MESSAGE = 'The file could not be read; it may be damaged. Please choose it again, or another copy.'

/** The longest answer kept: a long letter, not a file pasted in. */
const MAX_ANSWER_CHARACTERS = 10_000

/** What became of a submission. */
export type SubmissionOutcome =
  | { kind: 'stored'; id: number | null }
  | { kind: 'invalid'; errors: Record<string, string>; values: FormValues }
  | { kind: 'failed'; values: FormValues }
  | { kind: 'limited'; retryAfterMs: number; values: FormValues }
  | { kind: 'missing' }

/** The answers a form post carries for the form's fields, and nothing else: a checkbox is on or off. */
function answersTo(form: FormDefinition, data: FormData): FormValues {
  const values: FormValues = {}
  for (const field of form.fields) {
    if (field.kind === 'message') continue
    const raw = data.get(field.name)
    if (field.kind === 'checkbox') values[field.name] = raw === 'on' || raw === 'true'
    // A file's answer is its name; a browser sends an empty, nameless file when none was chosen.
    else if (field.kind === 'file') values[field.name] = raw instanceof File && raw.size > 0 ? raw.name.slice(0, 255) : ''
    else values[field.name] = typeof raw === 'string' ? raw.slice(0, MAX_ANSWER_CHARACTERS) : ''
  }
  return values
}

/** spec §5 (allowed files): each attached file checked by its bytes and size; a refused one adds its message to `errors`. */
async function attachedFiles(form: FormDefinition, data: FormData, errors: Record<string, string>): Promise<AttachedFile[]> {
  const files: AttachedFile[] = []
  for (const field of form.fields) {
    const file = field.kind === 'file' ? data.get(field.name) : null
    if (field.kind !== 'file' || !(file instanceof File) || file.size === 0 || errors[field.name]) continue
    // Too large is said before the file is read.
    const bytes = file.size > field.maxBytes ? new Uint8Array(0) : new Uint8Array(await file.arrayBuffer())
    const check = checkUpload({ name: file.name, bytes, size: file.size, allowed: field.accepts, maxBytes: field.maxBytes })
    if (check.ok) files.push({ field: field.name, name: file.name, bytes, mimeType: check.mimeType })
    else errors[field.name] = `${field.label || field.name}: ${check.message}`
  }
  return files
}

/** The answers a post carries for the form at `slug`, to give back to the visitor; null when there is no such form. */
export async function answersOf(slug: string, data: FormData): Promise<FormValues | null> {
  const form = await findForm(slug)
  return form ? answersTo(form, data) : null
}

/** spec §2, §5: checks a post as the page did and stores it before the thanks (docs/decisions/0056); honeypot posts are thanked and dropped. */
export async function submitAnswers(slug: string, data: FormData, sender: string | null): Promise<SubmissionOutcome> {
  const form = await findForm(slug)
  if (!form) return { kind: 'missing' }
  const honeypot = data.get(FORM_HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'stored', id: null }
  const values = answersTo(form, data)
  const errors = checkAnswers(form.fields, values)
  const files = await attachedFiles(form, data, errors)
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, values }
  // Only what would be stored counts: a refused form costs a check, not a row.
  const allowed = await takeTry('formSubmission', sender ?? 'unknown')
  if (!allowed.allowed) return { kind: 'limited', retryAfterMs: allowed.retryAfterMs, values }
  let id: number
  try {
    id = await storeSubmission(form, values, files)
  } catch (error) {
    if (error instanceof RefusedFile) {
      const field = form.fields.find((candidate) => candidate.name === error.field)
      return { kind: 'invalid', errors: { [error.field]: `${field && 'label' in field ? field.label : error.field}: ${DAMAGED_FILE_MESSAGE}` }, values }
    }
    console.error(`[forms] storing a submission of ${slug} failed`, error)
    return { kind: 'failed', values }
  }
  // Sign-ups go where /subscribe's do; the submission is stored already, so a failure here is staff's to see.
  const signup = newsletterSignupOf(form.scope, values)
  if (signup) await subscribe(signup).catch((error) => console.error(`[forms] the sign-up of submission ${id} failed`, error))
  return { kind: 'stored', id }
}
