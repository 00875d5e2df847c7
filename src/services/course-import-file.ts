import { CsvError, parse } from 'csv-parse/sync'

import { type CourseImportFormat, CourseImportFileError, checkColumns, checkFileSize, checkRowCount, columnOf, importFormatOf } from '@/domain/course-import'

/** One row of a file, its columns named as the importer names them. */
export type ImportRecord = { row: number; line: number | null; values: unknown }

/** The longest a single CSV record may be (a runaway quote otherwise swallows the rest of the file). */
const MAX_CSV_RECORD_CHARACTERS = 100_000

/** Reads an upload for the course importer (spec §2: run course importer): UTF-8 CSV with a header row, or a JSON array; refused whole, with why. */
export function readImportFile(file: { name: string; type?: string; bytes: Uint8Array }): { format: CourseImportFormat; records: ImportRecord[] } {
  checkFileSize(file.bytes.byteLength)
  const format = importFormatOf(file.name, file.type)
  if (!format)
    throw new CourseImportFileError(
      'format',
      `“${file.name.slice(0, 100)}” is neither a CSV nor a JSON file: export the sheet as CSV (UTF-8), or send a JSON array of rows.`,
    )
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes)
  } catch {
    throw new CourseImportFileError('encoding', 'The file is not UTF-8 text: save it as “CSV UTF-8” (or JSON) and send it again.')
  }
  if (text.includes('\u0000')) throw new CourseImportFileError('encoding', 'The file is not text: save it as “CSV UTF-8” (or JSON) and send it again.')
  const records = format === 'csv' ? readCsv(text) : readJson(text)
  checkRowCount(records.length)
  return { format, records }
}

function readCsv(text: string): ImportRecord[] {
  let parsed: { record: string[]; info: { lines: number } }[]
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: MAX_CSV_RECORD_CHARACTERS,
    }) as unknown as typeof parsed
  } catch (error) {
    if (error instanceof CsvError) throw new CourseImportFileError('parse', `The CSV does not parse: ${error.message}`)
    throw error
  }
  const [header, ...rows] = parsed
  if (!header) throw new CourseImportFileError('empty', 'The file is empty: it needs a header row naming the columns, then one row per section.')
  const columns = checkColumns(header.record)
  checkRowCount(rows.length)
  return rows.map(({ record, info }, i) => ({
    row: i + 1,
    line: info.lines,
    values: Object.fromEntries(columns.map((column, j) => [column, record[j] ?? ''])),
  }))
}

function readJson(text: string): ImportRecord[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new CourseImportFileError('parse', `The JSON does not parse: ${(error as Error).message}`)
  }
  if (!Array.isArray(parsed)) throw new CourseImportFileError('parse', 'The JSON must be an array of rows: [{ "registrationId": …, "title": … }, …].')
  checkRowCount(parsed.length)
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!parsed.some(isObject)) throw new CourseImportFileError('parse', 'The JSON must be an array of rows, each an object of columns and values.')
  checkColumns([...new Set(parsed.filter(isObject).flatMap((row) => Object.keys(row).map((key) => columnOf(key) ?? key)))])
  return parsed.map((value, i) => ({
    row: i + 1,
    line: null,
    values: isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, cell]) => [columnOf(key) ?? key, cell])) : value,
  }))
}
