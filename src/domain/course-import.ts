/** The course importer's rules (spec §2: run course importer; §3 Course): one row schema for CSV and JSON (docs/decisions/0051). Pure. */
import { z } from 'zod'

import { LIST_SEPARATOR, meetingsOf } from './course-import-meetings'
import { COURSE_STATUSES, COURSE_TYPES, parseSemesterId } from './courses'
import { SLUG_PATTERN } from './slug'

/** The largest file the importer reads (5 MB): a catalogue of a few thousand sections fits in it. */
export const COURSE_IMPORT_MAX_BYTES = 5 * 1024 * 1024
/** The most rows one file may hold: one import stays within about a minute (some 20 ms a written row on SQLite); larger catalogues go in parts. */
export const COURSE_IMPORT_MAX_ROWS = 3000

export const COURSE_IMPORT_FORMATS = ['csv', 'json'] as const
export type CourseImportFormat = (typeof COURSE_IMPORT_FORMATS)[number]

/** All or nothing unless staff choose otherwise: a file with a refused row changes nothing. */
export const COURSE_IMPORT_MODES = [
  { value: 'all-or-nothing', label: 'All or nothing' },
  { value: 'valid-rows', label: 'Import the valid rows' },
] as const
export type CourseImportMode = (typeof COURSE_IMPORT_MODES)[number]['value']
export const DEFAULT_COURSE_IMPORT_MODE: CourseImportMode = 'all-or-nothing'
export const COURSE_IMPORT_MODE_VALUES = COURSE_IMPORT_MODES.map((mode) => mode.value) as [CourseImportMode, ...CourseImportMode[]]
export const courseImportModeLabel = (mode: string) => COURSE_IMPORT_MODES.find((entry) => entry.value === mode)?.label ?? mode

/** The columns a file may have, in the order a template lists them; the first four are required. */
export const COURSE_IMPORT_COLUMNS = [
  { name: 'registrationId', required: true, help: 'The section’s number in the registration system: it matches a row to its section.' },
  { name: 'title', required: true, help: 'At most 200 characters.' },
  { name: 'courseNumber', required: true, help: 'e.g. CE-DRW-2031.' },
  { name: 'type', required: true, help: `One of ${COURSE_TYPES.map((type) => type.value).join(', ')}.` },
  { name: 'semester', required: false, help: 'term/year, e.g. fall/2026; the semester must exist in the back office.' },
  { name: 'registrationStatus', required: false, help: `${COURSE_STATUSES.map((status) => status.value).join(', ')}; open for a new section when empty.` },
  { name: 'published', required: false, help: 'true publishes the section (if you may publish); otherwise it is saved as a draft.' },
  { name: 'description', required: false, help: 'At most 5,000 characters.' },
  { name: 'keywords', required: false, help: 'Words people search for that the title does not say.' },
  { name: 'instructors', required: false, help: 'Names separated by ;' },
  { name: 'cost', required: false, help: 'Tuition in dollars, e.g. 450 or 450.50; 0 when empty.' },
  { name: 'fee', required: false, help: 'Lab or materials fee in dollars; 0 when empty.' },
  { name: 'categories', required: false, help: 'Category slugs separated by ;' },
  { name: 'building', required: false, help: 'The building’s code or title.' },
  { name: 'secLocation', required: false, help: 'PC pre-college, SRP summer residency, or the campus code.' },
  { name: 'secLevel', required: false, help: 'CE for continuing education.' },
  { name: 'secCourseTypes', required: false, help: 'Studio, Lecture, Online… separated by ;' },
  { name: 'isPreCollege', required: false, help: 'true or false.' },
  { name: 'isPreCollegeHousing', required: false, help: 'true or false.' },
  { name: 'startDate', required: false, help: 'YYYY-MM-DD; several meetings separated by ;' },
  { name: 'endDate', required: false, help: 'YYYY-MM-DD, one per meeting; empty for a single day.' },
  { name: 'days', required: false, help: 'Weekdays such as mon wed, one group per meeting.' },
  { name: 'startTime', required: false, help: 'HH:mm (24-hour), one per meeting.' },
  { name: 'endTime', required: false, help: 'HH:mm (24-hour), one per meeting.' },
  { name: 'room', required: false, help: 'One per meeting.' },
  { name: 'datesInterval', required: false, help: 'How the dates read when they are not a plain span.' },
  { name: 'slug', required: false, help: 'The course page’s address; from the title when empty.' },
] as const
export type CourseImportColumn = (typeof COURSE_IMPORT_COLUMNS)[number]['name']
export const COURSE_IMPORT_COLUMN_NAMES: readonly CourseImportColumn[] = COURSE_IMPORT_COLUMNS.map((column) => column.name)
const REQUIRED_COLUMNS = COURSE_IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.name)

/** Why a whole file is refused: nothing in it is read further. `too-large` is the one that is not the file's content. */
export class CourseImportFileError extends Error {
  constructor(
    readonly problem: 'format' | 'too-large' | 'encoding' | 'parse' | 'columns' | 'empty' | 'too-many-rows',
    message: string,
  ) {
    super(message)
    this.name = 'CourseImportFileError'
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`

export function checkFileSize(bytes: number): void {
  if (bytes > COURSE_IMPORT_MAX_BYTES)
    throw new CourseImportFileError(
      'too-large',
      `The file is ${megabytes(bytes)}; the importer reads files of at most ${megabytes(COURSE_IMPORT_MAX_BYTES)}. Split it into several files.`,
    )
}

export function checkRowCount(rows: number): void {
  if (rows === 0) throw new CourseImportFileError('empty', 'The file has no rows to import.')
  if (rows > COURSE_IMPORT_MAX_ROWS)
    throw new CourseImportFileError(
      'too-many-rows',
      `The file has ${rows} rows; the importer reads at most ${COURSE_IMPORT_MAX_ROWS} at a time. Split it into several files.`,
    )
}

/** The format a file is in, by its name, else by its content type; null when it is neither. */
export function importFormatOf(fileName: string, contentType = ''): CourseImportFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  if (extension === 'csv' || extension === 'json') return extension
  if (extension) return null
  if (/^text\/csv\b/i.test(contentType)) return 'csv'
  if (/^application\/json\b/i.test(contentType)) return 'json'
  return null
}

/** A column as the importer names it, whatever its case or surrounding spaces; null for a column it does not know. */
export function columnOf(header: string): CourseImportColumn | null {
  const wanted = header.trim().toLowerCase()
  return COURSE_IMPORT_COLUMN_NAMES.find((name) => name.toLowerCase() === wanted) ?? null
}

/** A file's columns must be known, each once, the required ones present; the message names the columns at fault. */
export function checkColumns(headers: readonly string[]): CourseImportColumn[] {
  if (headers.length === 1 && /[;\t|]/.test(headers[0]!)) {
    const separator = /\t/.test(headers[0]!) ? 'tabs' : `“${/[;|]/.exec(headers[0]!)![0]}”`
    throw new CourseImportFileError('columns', `The header reads as one column: separate the columns with commas (this file seems to use ${separator}).`)
  }
  const known = headers.map(columnOf)
  const unknown = headers.filter((_, i) => known[i] === null).map((header) => `“${header.trim()}”`)
  if (unknown.length)
    throw new CourseImportFileError(
      'columns',
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. The importer reads: ${COURSE_IMPORT_COLUMN_NAMES.join(', ')}.`,
    )
  const columns = known as CourseImportColumn[]
  const twice = columns.filter((column, i) => columns.indexOf(column) !== i)
  if (twice.length) throw new CourseImportFileError('columns', `The column ${twice[0]} appears more than once.`)
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column))
  if (missing.length)
    throw new CourseImportFileError('columns', `The file has no column ${missing.join(', ')}: every row needs ${REQUIRED_COLUMNS.join(', ')}.`)
  return columns
}

// CSV gives text; JSON's numbers, booleans, null and lists are read as the same text. An absent column is left as it is; an empty one clears it.

const NOT_TEXT = 'must be text, a number or true/false'

/** A cell as text: trimmed; numbers and booleans written out; a list joined by the separator. */
function cellText(value: unknown): unknown {
  if (value === undefined) return undefined
  if (value === null) return ''
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
    return value.map((item) => String(item).trim()).join(`${LIST_SEPARATOR} `)
  return value
}

const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : NOT_TEXT) })
const cell = <T extends z.ZodType>(schema: T) => z.preprocess(cellText, schema)
const within = (max: number) => text().max(max, `must be at most ${max} characters`)

const requiredText = (max: number) => cell(within(max).min(1, 'is required'))
/** Empty clears the field (null). */
const optionalText = (max: number) => cell(within(max).transform((value) => value || null)).optional()

const splitList = (value: string) =>
  value
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean)
const list = (most: number, itemMax: number, what: string) =>
  cell(
    text()
      .transform(splitList)
      .pipe(z.array(z.string().max(itemMax, `each ${what} must be at most ${itemMax} characters`)).max(most, `must name at most ${most} ${what}s`)),
  ).optional()

function oneOf<const V extends string>(values: readonly V[]) {
  return text().transform((value, ctx) => {
    const found = values.find((candidate) => candidate.toLowerCase() === value.toLowerCase())
    if (!found) {
      ctx.addIssue({ code: 'custom', message: value ? `“${value.slice(0, 40)}” is not one of ${values.join(', ')}` : 'is required' })
      return z.NEVER
    }
    return found
  })
}

const TRUE = ['true', 'yes', '1', 'y']
const FALSE = ['false', 'no', '0', 'n', '']
const flag = () =>
  cell(
    text().transform((value, ctx) => {
      const lower = value.toLowerCase()
      if (TRUE.includes(lower)) return true
      if (FALSE.includes(lower)) return false
      ctx.addIssue({ code: 'custom', message: `“${value.slice(0, 40)}” must be true or false` })
      return z.NEVER
    }),
  ).optional()

const MONEY = /^\d{1,7}(\.\d{1,2})?$/
/** Dollars, empty as 0 (the section's own default). */
const money = () =>
  cell(
    text().transform((value, ctx) => {
      if (!value) return 0
      if (MONEY.test(value)) return Number(value)
      ctx.addIssue({ code: 'custom', message: `“${value.slice(0, 40)}” must be an amount of dollars such as 450 or 450.50` })
      return z.NEVER
    }),
  ).optional()

const semester = () =>
  cell(
    text().transform((value, ctx) => {
      if (!value) return null
      const parsed = parseSemesterId(value.toLowerCase())
      if (parsed) return value.toLowerCase()
      ctx.addIssue({ code: 'custom', message: `“${value.slice(0, 40)}” must be term/year, e.g. fall/2026` })
      return z.NEVER
    }),
  ).optional()

const slug = () =>
  cell(
    text().transform((value, ctx) => {
      if (!value) return undefined
      if (SLUG_PATTERN.test(value) && value.length <= 200) return value
      ctx.addIssue({ code: 'custom', message: `“${value.slice(0, 40)}” must be lower-case letters, digits and single dashes` })
      return z.NEVER
    }),
  ).optional()

/** The meeting columns, read as text and put together by `meetingsOf`. */
const meetingCell = () => cell(text()).optional()

/** One row of an import file, CSV or JSON (spec §3 Course), with the columns of COURSE_IMPORT_COLUMNS. */
export const courseImportRow = z
  .strictObject({
    registrationId: requiredText(40),
    title: requiredText(200),
    courseNumber: requiredText(40),
    type: cell(oneOf(COURSE_TYPES.map((type) => type.value))),
    semester: semester(),
    registrationStatus: cell(
      text().transform((value, ctx) => {
        if (!value) return undefined
        const found = COURSE_STATUSES.find((status) => status.value === value.toLowerCase())
        if (found) return found.value
        ctx.addIssue({ code: 'custom', message: `“${value.slice(0, 40)}” is not one of ${COURSE_STATUSES.map((status) => status.value).join(', ')}` })
        return z.NEVER
      }),
    ).optional(),
    published: flag(),
    description: optionalText(5000),
    keywords: optionalText(300),
    instructors: list(30, 120, 'instructor'),
    cost: money(),
    fee: money(),
    categories: list(30, 120, 'category'),
    building: optionalText(120),
    secLocation: optionalText(20),
    secLevel: optionalText(20),
    secCourseTypes: list(20, 40, 'course type'),
    isPreCollege: flag(),
    isPreCollegeHousing: flag(),
    startDate: meetingCell(),
    endDate: meetingCell(),
    days: meetingCell(),
    startTime: meetingCell(),
    endTime: meetingCell(),
    room: meetingCell(),
    datesInterval: optionalText(120),
    slug: slug(),
  })
  .transform(({ startDate, endDate, days, startTime, endTime, room, ...row }, ctx) => {
    const meetingSchedules = meetingsOf({ startDate, endDate, days, startTime, endTime, room }, ctx)
    return { ...row, published: row.published ?? false, ...(meetingSchedules ? { meetingSchedules } : {}) }
  })
export type CourseImportRow = z.output<typeof courseImportRow>

/** Why a row was refused: the column at fault (or `row`) and what is wrong with it. */
export type RowReason = { column: string; message: string }

/** A row read by the schema: the row, or every reason it cannot be imported, each naming its column. */
export function readImportRow(values: unknown): { ok: true; row: CourseImportRow } | { ok: false; reasons: RowReason[] } {
  const result = courseImportRow.safeParse(values)
  if (result.success) return { ok: true, row: result.data }
  const reasons = result.error.issues.flatMap((issue): RowReason[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ column: key, message: 'is not a column the importer reads' }))
      : [{ column: issue.path.length ? String(issue.path[0]) : 'row', message: issue.path.length ? issue.message : 'must be an object of columns and values' }],
  )
  return { ok: false, reasons }
}
