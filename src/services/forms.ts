import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { stringify } from 'csv-stringify/sync'
import { ValidationError, type Where } from 'payload'

import { dayjs } from '@/domain/dates'
import { submissionRows } from '@/domain/form-export'
import { FORM_FILE_MAX_BYTES, FORM_SCOPES, type FormDefinition, type FormField, type FormScope, type FormValues, formPath } from '@/domain/forms'
import { type RfiMainType, programmesOf, startTermChoices } from '@/domain/request-for-information'

import type { Form as FormDoc, User } from '@/payload-types'

import { cms } from './cms'
import { listDepartments } from './departments'
import type { PublishedPath } from './list'
import { getSiteIdentity } from './site-config'

type Block = NonNullable<FormDoc['fields']>[number]

/** The choices a request for information fills in when it is shown (spec §9). */
type FilledChoices = { programmes: string[]; startTerms: ReturnType<typeof startTermChoices> }

const choices = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

export function toField(block: Block, index: number, blocks: readonly Block[], filled: FilledChoices | null): FormField {
  const base = { label: ('label' in block && block.label) || ('name' in block ? block.name : ''), required: Boolean('required' in block && block.required) }
  const width = 'width' in block ? (block.width ?? null) : null
  switch (block.blockType) {
    case 'message':
      return { kind: 'message', name: `message-${index}`, text: block.message ? convertLexicalToPlaintext({ data: block.message as never }).trim() : '' }
    case 'checkbox':
      return { kind: 'checkbox', name: block.name, ...base, width, defaultValue: Boolean(block.defaultValue) }
    case 'programme':
      // On a department's page the one programme is chosen already.
      return {
        kind: 'select',
        name: block.name,
        ...base,
        width,
        defaultValue: filled?.programmes.length === 1 ? filled.programmes[0]! : '',
        options: choices(filled?.programmes ?? []),
      }
    case 'startTerm': {
      // The terms a programme starts in, when the form asks for the programme too.
      const programme = blocks.find((other) => other.blockType === 'programme')
      return {
        kind: 'select',
        name: block.name,
        ...base,
        width,
        defaultValue: '',
        options: choices(filled?.startTerms.all ?? []),
        optionsBy: programme && 'name' in programme && filled ? { field: programme.name, allowed: filled.startTerms.byProgramme } : undefined,
      }
    }
    case 'file':
      return { kind: 'file', name: block.name, ...base, width, defaultValue: '', accepts: block.accepts, maxBytes: FORM_FILE_MAX_BYTES }
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

/** spec §9: a main type's programmes from the published departments (or only `programme`) and today's start terms. */
async function fillChoices(mainType: RfiMainType, programme?: string): Promise<FilledChoices> {
  const [departments, { timeZone }] = await Promise.all([listDepartments(), getSiteIdentity()])
  const all = programmesOf(departments, mainType)
  const programmes = programme && all.includes(programme) ? [programme] : all
  const now = dayjs().tz(timeZone)
  return { programmes, startTerms: startTermChoices(programmes, mainType, { year: now.year(), month: now.month() + 1, day: now.date() }) }
}

/** spec §2: the form at /form/{slug} (or by id) as visitors see it; forms name staff addresses, so this read is the site's own. */
export async function findForm(match: string | { id: number } | { requestForInformation: RfiMainType; programme: string }): Promise<FormDefinition | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'forms',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    sort: 'createdAt',
    where:
      typeof match === 'string'
        ? { slug: { equals: match } }
        : 'id' in match
          ? { id: { equals: match.id } }
          : {
              scope: { equals: 'RFIRegistration' },
              'requestForInformation.type': { equals: 'ForDepartmentPage' },
              'requestForInformation.mainType': { equals: match.requestForInformation },
            },
    select: { title: true, slug: true, scope: true, intro: true, submitButtonLabel: true, fields: true, requestForInformation: true },
  })
  const doc = docs[0]
  if (!doc || !isScope(doc.scope)) return null
  const settings = doc.requestForInformation
  const rfi = doc.scope === 'RFIRegistration' && settings?.type && settings.mainType ? { type: settings.type, mainType: settings.mainType } : null
  const blocks = doc.fields ?? []
  const filled = rfi ? await fillChoices(rfi.mainType, typeof match === 'object' && 'programme' in match ? match.programme : undefined) : null
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    scope: doc.scope,
    intro: doc.intro ?? null,
    submitLabel: doc.submitButtonLabel?.trim() || 'Send',
    fields: blocks.map((block, index) => toField(block, index, blocks, filled)),
    requestForInformation: rfi,
  }
}

/** Every form page's address, for the sitemap. */
export async function listFormPaths(): Promise<PublishedPath[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'forms', overrideAccess: true, depth: 0, pagination: false, select: { slug: true, updatedAt: true } })
  return docs.map((doc) => ({ path: formPath(doc.slug), updatedAt: doc.updatedAt }))
}

/** A file a visitor attached to a question, its content checked (services/form-submissions.ts). */
export type AttachedFile = { field: string; name: string; bytes: Uint8Array; mimeType: string }

/** An attached file Payload's own checks refuse (a PDF without its cross-reference table, say): the visitor's to replace. */
export class RefusedFile extends Error {
  constructor(readonly field: string) {
    super(`The file of ${field} could not be read.`)
  }
}

/** Stores a submission that passed the checks, before the visitor is told; attached files where only staff read them. */
export async function storeSubmission(form: FormDefinition, values: FormValues, files: readonly AttachedFile[] = []): Promise<number> {
  const payload = await cms()
  const submissionData = form.fields
    .filter((field) => field.kind !== 'message')
    .map((field) => ({ field: field.name, value: String(values[field.name] ?? '') }))
  const stored: number[] = []
  try {
    for (const file of files) {
      const doc = await payload
        .create({
          collection: 'submission-files',
          overrideAccess: true,
          depth: 0,
          data: {},
          file: { name: file.name, data: Buffer.from(file.bytes), mimetype: file.mimeType, size: file.bytes.length },
        })
        .catch((error: unknown) => {
          throw error instanceof ValidationError ? new RefusedFile(file.field) : error
        })
      stored.push(doc.id)
    }
    const doc = await payload.create({ collection: 'form-submissions', overrideAccess: true, depth: 0, data: { form: form.id, submissionData, files: stored } })
    return doc.id
  } catch (error) {
    // Files of a submission that was not stored are nobody's: they go with it.
    if (stored.length > 0) await payload.delete({ collection: 'submission-files', where: { id: { in: stored } }, overrideAccess: true }).catch(() => {})
    throw error
  }
}

/** spec §6 (form): a form's submissions as CSV, oldest first, read with `staff`'s own access; null when there is no such form. */
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
