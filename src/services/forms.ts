import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { stringify } from 'csv-stringify/sync'
import type { Where } from 'payload'

import { submissionRows } from '@/domain/form-export'
import { FORM_SCOPES, type FormDefinition, type FormField, type FormScope, type FormValues, formPath } from '@/domain/forms'

import type { Form as FormDoc, User } from '@/payload-types'

import { cms } from './cms'
import type { PublishedPath } from './list'

type Block = NonNullable<FormDoc['fields']>[number]

function toField(block: Block, index: number): FormField {
  const base = { label: ('label' in block && block.label) || ('name' in block ? block.name : ''), required: Boolean('required' in block && block.required) }
  const width = 'width' in block ? (block.width ?? null) : null
  switch (block.blockType) {
    case 'message':
      return { kind: 'message', name: `message-${index}`, text: block.message ? convertLexicalToPlaintext({ data: block.message as never }).trim() : '' }
    case 'checkbox':
      return { kind: 'checkbox', name: block.name, ...base, width, defaultValue: Boolean(block.defaultValue) }
    case 'select':
      return {
        kind: 'select',
        name: block.name,
        ...base,
        width,
        defaultValue: block.defaultValue ?? '',
        options: (block.options ?? []).map(({ label, value }) => ({ label, value })),
      }
    default:
      return {
        kind: block.blockType,
        name: block.name,
        ...base,
        width,
        defaultValue: 'defaultValue' in block && block.defaultValue != null ? String(block.defaultValue) : '',
        format: block.blockType === 'text' ? (block.format ?? null) : null,
        minLength: 'minLength' in block ? (block.minLength ?? null) : null,
        maxLength: 'maxLength' in block ? (block.maxLength ?? null) : null,
        multiple: block.blockType === 'email' && Boolean(block.multiple),
      }
  }
}

const isScope = (value: unknown): value is FormScope => FORM_SCOPES.includes(value as FormScope)

/**
 * spec §2: the form at /form/{slug} (or by id, for a form block), as visitors see it. Forms hold the staff addresses that hear
 * of submissions, so Payload lets only staff with `form` read them; this read is the site's own,
 * and keeps to what the page shows.
 */
export async function findForm(match: string | { id: number }): Promise<FormDefinition | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'forms',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: typeof match === 'string' ? { slug: { equals: match } } : { id: { equals: match.id } },
    select: { title: true, slug: true, scope: true, intro: true, submitButtonLabel: true, fields: true },
  })
  const doc = docs[0]
  if (!doc || !isScope(doc.scope)) return null
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    scope: doc.scope,
    intro: doc.intro ?? null,
    submitLabel: doc.submitButtonLabel?.trim() || 'Send',
    fields: (doc.fields ?? []).map(toField),
  }
}

/** Every form page's address, for the sitemap. */
export async function listFormPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'forms', overrideAccess: true, depth: 0, pagination: false, select: { slug: true, updatedAt: true } })
  return docs.map((doc) => ({ path: formPath(doc.slug), updatedAt: doc.updatedAt }))
}

/**
 * Stores a submission that passed the form's checks, before the visitor is told it worked; the
 * answers as the plugin keeps them (field, value). Answers the submission's id.
 */
export async function storeSubmission(form: FormDefinition, values: FormValues): Promise<number> {
  const payload = await cms()
  const submissionData = form.fields
    .filter((field) => field.kind !== 'message')
    .map((field) => ({ field: field.name, value: String(values[field.name] ?? '') }))
  const doc = await payload.create({ collection: 'form-submissions', overrideAccess: true, depth: 0, data: { form: form.id, submissionData } })
  return doc.id
}

/**
 * spec §6 (form): a form's submissions as CSV, oldest first, read with `staff`'s own access (Payload
 * lets only holders of `form` read them); null when there is no such form. `from` and `to` bound
 * when they were sent.
 */
export async function exportSubmissions(slug: string, staff: User, range: { from?: Date; to?: Date } = {}): Promise<string | null> {
  const form = await findForm(slug)
  if (!form) return null
  const payload = await cms()
  const where: Where[] = [{ form: { equals: form.id } }]
  if (range.from) where.push({ createdAt: { greater_than_equal: range.from.toISOString() } })
  if (range.to) where.push({ createdAt: { less_than_equal: range.to.toISOString() } })
  const { docs } = await payload.find({
    collection: 'form-submissions',
    overrideAccess: false,
    user: staff,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    where: { and: where },
  })
  const fields = form.fields.flatMap((field) => (field.kind === 'message' ? [] : [{ name: field.name, label: field.label }]))
  const submissions = docs.map((doc) => ({
    submittedAt: doc.createdAt,
    answers: Object.fromEntries((doc.submissionData ?? []).map(({ field, value }) => [field, value])),
  }))
  return stringify(submissionRows(fields, submissions))
}
