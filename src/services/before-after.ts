import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { type FlattenedArrayField, type FlattenedBlock, type FlattenedBlocksField, type FlattenedField, Forbidden } from 'payload'
import { toWords } from 'payload/shared'

import { type FieldChange, type FieldText, fieldChanges } from '@/domain/before-after'
import type { VersionedCollection } from '@/domain/edit-targets'
import type { User } from '@/payload-types'

import { cms } from './cms'

/** spec §6 (Before/After): the published version beside the latest saved one, read with the staff member's own access, as a preview is. */
export type BeforeAfter = {
  /** The document's title in its latest version. */
  title: string
  /** Whether visitors see a published version (false: everything in the draft is new). */
  published: boolean
  /** When the latest version was saved (ISO 8601), if the document keeps the time. */
  savedAt: string | null
  /** The fields that differ, with their published (`before`) and latest (`after`) text. */
  changes: FieldChange[]
}

export type VersionsOf = { collection: VersionedCollection; id: number } | { global: 'homepage' }

type Doc = Record<string, unknown>

/** Fields that are the document's bookkeeping, not its content. */
const BOOKKEEPING = new Set(['id', '_status', 'createdAt', 'updatedAt', 'blockName', 'blockType', 'globalType'])

/** The published version and the latest draft of the document, field by field; null when the staff member may not read it. */
export async function beforeAfter(versions: VersionsOf, user: User): Promise<BeforeAfter | null> {
  const payload = await cms()
  const read = { depth: 0, overrideAccess: false, user } as const
  if ('global' in versions) {
    const config = payload.globals.config.find((global) => global.slug === versions.global)!
    const find = (draft: boolean) => payload.findGlobal({ slug: versions.global, ...read, draft }).catch(refusedAsNull) as Promise<Doc | null>
    const [published, latest] = await Promise.all([find(false), find(true)])
    return latest && compare(config.flattenedFields, published, latest, 'Home page')
  }
  const { config } = payload.collections[versions.collection]
  const find = (draft: boolean) =>
    payload.findByID({ collection: versions.collection, id: versions.id, ...read, draft, disableErrors: true }).catch(refusedAsNull) as Promise<Doc | null>
  const [published, latest] = await Promise.all([find(false), find(true)])
  if (!latest) return null
  const title = config.admin.useAsTitle && typeof latest[config.admin.useAsTitle] === 'string' ? (latest[config.admin.useAsTitle] as string) : `#${versions.id}`
  return compare(config.flattenedFields, published, latest, title)
}

/** A read the staff member's access refuses answers nothing, as a document they cannot see. */
function refusedAsNull(error: unknown): null {
  if (error instanceof Forbidden) return null
  throw error
}

function compare(fields: FlattenedField[], published: Doc | null, latest: Doc, title: string): BeforeAfter {
  const live = published?._status === 'published' ? published : null
  return {
    title,
    published: live !== null,
    savedAt: typeof latest.updatedAt === 'string' ? latest.updatedAt : null,
    changes: fieldChanges(live && fieldTexts(fields, live, latest), fieldTexts(fields, latest, live)),
  }
}

const isShown = (field: FlattenedField) =>
  !BOOKKEEPING.has(field.name) && !field.hidden && !field.admin?.hidden && !field.admin?.disabled && !field.admin?.readOnly && field.type !== 'join'

/** The label the back office shows, in English. */
function labelOf(field: { name: string; label?: unknown }): string {
  const { label } = field
  if (typeof label === 'string' && label) return label
  if (label && typeof label === 'object' && 'en' in label && typeof label.en === 'string') return label.en
  return toWords(field.name)
}

type Prefix = { path: string; label: string }

/** Each field as text: groups and tabs open ("Hero › Title"), top-level rows are fields ("Layout › 3. Text") so a change shows alone. */
function fieldTexts(fields: FlattenedField[], data: Doc, other: Doc | null, prefix: Prefix = { path: '', label: '' }, rowsApart = true): FieldText[] {
  return fields.filter(isShown).flatMap((field): FieldText[] => {
    const path = prefix.path + field.name
    const label = prefix.label + labelOf(field)
    const value = data[field.name]
    if (field.type === 'group' || field.type === 'tab') {
      const otherGroup = (other?.[field.name] ?? null) as Doc | null
      return fieldTexts(field.flattenedFields, (value ?? {}) as Doc, otherGroup, { path: `${path}.`, label: `${label} › ` }, rowsApart)
    }
    if (rowsApart && (field.type === 'array' || field.type === 'blocks')) {
      const rows = rowsOf(field, value, other?.[field.name])
      // The rows' order (blocks by name, array rows by count) shows a move, an addition or a removal.
      const order = field.type === 'blocks' ? rows.map((row) => row.name).join('\n') : rows.length ? `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}` : ''
      return [
        { path, label: `${label} (order)`, text: order },
        ...rows.map((row) => ({ path: `${path}.${row.key}`, label: `${label} › ${row.name}`, text: row.text })),
      ]
    }
    return [{ path, label, text: valueText(field, value) }]
  })
}

const rowsIn = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]) : [])
const rowId = (row: Doc): string | null => (typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : null)

/** The rows of an array or blocks field as text, keyed by id when the other version has that row (edited, moved), else by position. */
function rowsOf(field: FlattenedArrayField | FlattenedBlocksField, value: unknown, otherValue?: unknown): { key: string; name: string; text: string }[] {
  const otherIds = new Set(rowsIn(otherValue).map(rowId))
  return rowsIn(value).map((row, index) => {
    const id = rowId(row)
    const key = id !== null && otherIds.has(id) ? `id:${id}` : `at:${index}`
    if (field.type === 'array') return { key, name: String(index + 1), text: rowText(field.flattenedFields, row) }
    const block: FlattenedBlock | undefined = field.blocks.find((candidate) => candidate.slug === row.blockType)
    const blockName = typeof block?.labels?.singular === 'string' ? block.labels.singular : toWords(String(row.blockType))
    return { key, name: `${index + 1}. ${blockName}`, text: block ? rowText(block.flattenedFields, row) : '' }
  })
}

/** A row of an array or a block as lines of "Label: text". */
function rowText(fields: FlattenedField[], row: Doc): string {
  return fieldTexts(fields, row, null, { path: '', label: '' }, false)
    .filter((field) => field.text)
    .map((field) => `${field.label}: ${field.text}`)
    .join('\n')
}

/** One value as plain text: rich text through Lexical's plain-text converter, relations as ids, rows as lines. */
function valueText(field: FlattenedField, value: unknown): string {
  if (field.type === 'checkbox') return value ? 'Yes' : 'No'
  if (value === null || value === undefined || value === '') return ''
  switch (field.type) {
    case 'richText':
      return typeof value === 'object' ? convertLexicalToPlaintext({ data: value as never }) : String(value)
    case 'relationship':
    case 'upload':
      return (Array.isArray(value) ? value : [value]).map(relationText).join(', ')
    case 'select':
    case 'radio':
      return (Array.isArray(value) ? value : [value]).map((option) => optionLabel(field.options, option)).join(', ')
    case 'array':
    case 'blocks':
      return rowsOf(field, value)
        .map((row) => (row.text ? `${row.name} — ${row.text.replace(/\n/g, '; ')}` : row.name))
        .join('\n')
    case 'json':
    case 'point':
      return JSON.stringify(value)
    default:
      return String(value)
  }
}

/** A related document at depth 0: its id, or the collection and id of a relation to several collections. */
function relationText(value: unknown): string {
  if (value && typeof value === 'object' && 'relationTo' in value && 'value' in value)
    return `${toWords(String(value.relationTo))} ${relationText(value.value)}`
  return `#${String(value && typeof value === 'object' && 'id' in value ? value.id : value)}`
}

function optionLabel(options: readonly (string | { label: unknown; value: string })[], value: unknown): string {
  const option = options.find((candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === value)
  return option && typeof option === 'object' && typeof option.label === 'string' ? option.label : String(value)
}
