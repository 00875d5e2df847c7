import qs from 'qs'
import { z } from 'zod'

import { parseInstant } from '@/domain/dates'
import { DOCUMENT_ID_PATTERN, MAX_DOCUMENT_ID, parseDocumentId } from '@/domain/document-id'
import { MAX_LIMIT } from '@/domain/pagination'

import type { ErrorDetail } from './errors'

/** The query syntax of /api/v1 (`filters[name]=value`, `filters[title][like]=`, `filters[tags][]=`), depth and counts bounded against hostile queries. */
export function parseQueryString(search: string): Record<string, unknown> {
  return qs.parse(search.replace(/^\?/, ''), { depth: 3, arrayLimit: 100, parameterLimit: 200, allowDots: false, parseArrays: true })
}

/** Zod issues as the API's error details: a dotted path in bracket form and a message. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], prefix = ''): ErrorDetail[] {
  return issues.flatMap((issue) => {
    const base = issue.path.reduce<string>((path, key, i) => (i === 0 ? String(key) : `${path}[${String(key)}]`), prefix)
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: base ? `${base}[${key}]` : key, message: 'is not a known parameter' }))
    }
    return [{ path: base || '(query)', message: issue.message }]
  })
}

// Query values arrive as strings (or arrays or objects, as the brackets say); any other shape is a 400 naming the parameter.

export const wholeNumber = (min: number, max: number) =>
  z
    .string({ error: 'must be a whole number' })
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

export const page = () => wholeNumber(1, 1_000_000).default(1)

export const limit = (defaultLimit: number) => wholeNumber(1, MAX_LIMIT).default(defaultLimit)

export const booleanFlag = () => z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1')

/** `sortBy=field-ASC|DESC` over the fields a list can be sorted by. */
export function sortBy<const F extends string>(fields: readonly F[]) {
  return z.string({ error: 'must be field-ASC or field-DESC' }).transform((value, ctx) => {
    const match = /^([A-Za-z]+)-(ASC|DESC)$/i.exec(value)
    const field = match?.[1] as F | undefined
    if (!match || !field || !fields.includes(field)) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${fields.map((f) => `${f}-ASC, ${f}-DESC`).join(', ')}` })
      return z.NEVER
    }
    return { field, direction: (match[2] ?? 'ASC').toUpperCase() as 'ASC' | 'DESC' }
  })
}

/** An ISO 8601 date or date-time kept as text: the handler reads it in the college's time zone (`parseInstant`). */
const isoInstant = () =>
  z
    .string({ error: 'must be an ISO 8601 date or date-time' })
    .refine((value) => parseInstant(value) !== null, 'must be an ISO 8601 date or date-time, e.g. 2026-11-23 or 2026-11-23T18:30:00-05:00')

/** Bounds of a date field: `[from]` and/or `[to]`. */
export const instantRange = () => z.strictObject({ from: isoInstant().optional(), to: isoInstant().optional() })

/** One value or several (`filters[x]=1` or `filters[x][]=1&filters[x][]=2`), as a list; a refusal says what the values are (`what`). */
function listOf<T extends z.ZodType>(item: T, max: number, what: string) {
  return z
    .union([item, z.array(item).max(max, `must have at most ${max} values`)], { error: `must be ${what}: one value or a list of at most ${max}` })
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[])
}

const DOCUMENT_ID_MESSAGE = `must be a whole number from 1 to ${MAX_DOCUMENT_ID}`
const IDS = `ids (whole numbers from 1 to ${MAX_DOCUMENT_ID})`

/** A document id: the site's one id rule (`parseDocumentId`), its pattern shown in OpenAPI. */
export const documentId = () =>
  z
    .string({ error: DOCUMENT_ID_MESSAGE })
    .regex(DOCUMENT_ID_PATTERN, DOCUMENT_ID_MESSAGE)
    .transform((value, ctx) => parseDocumentId(value) ?? (ctx.addIssue({ code: 'custom', message: DOCUMENT_ID_MESSAGE }), z.NEVER))

/** spec §7: public lists show published content only, so `filters[published]` may only say true. */
export const publishedOnly = (what: string) => z.literal('true', { error: `only published ${what} are listed publicly; use true` })

/** Ids of documents, one or several. */
export const idList = (max = 50) => listOf(documentId(), max, IDS)

/** The name a caller knows a document by where it has one: a tag's slug, a department's code (docs/decisions/0109). */
export type DocumentName = { label: string; pattern: RegExp; example: string }

/** Documents by id or by name, in any mix: digits are an id, anything else must be a name. */
export type IdsAndNames = { ids: number[]; names: string[] }

/** Ids or names of documents, one or several (`filters[tags]=12`, `filters[tags][]=design-talks`). */
export function idOrNameList(name: DocumentName, max = 50) {
  const message = `must be an id (a whole number from 1 to ${MAX_DOCUMENT_ID}) or a ${name.label} (e.g. ${name.example})`
  const item = z
    .string({ error: message })
    .max(200, message)
    .refine((value) => (/^\d+$/.test(value) ? parseDocumentId(value) !== null : name.pattern.test(value)), message)
  return listOf(item, max, `${IDS} or ${name.label}s (e.g. ${name.example})`).transform((values): IdsAndNames => ({
    ids: values.flatMap((value) => parseDocumentId(value) ?? []),
    names: values.filter((value) => !/^\d+$/.test(value)),
  }))
}

/** Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a filter. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const filterText = (maxLength: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(maxLength, `must be at most ${maxLength} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters')

/** Short texts, one or several. */
export const textList = (max = 50, maxLength = 200) => listOf(filterText(maxLength), max, `texts of at most ${maxLength} characters`)

/** A `like` filter's text. */
export const likeText = (maxLength = 100) => z.strictObject({ like: filterText(maxLength) })
