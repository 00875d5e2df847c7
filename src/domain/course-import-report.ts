/** What the course importer reports (spec §2: run course importer, file debugger): each row's fate and why, the counts, the outcome. Pure. */
import { type CourseImportFormat, type CourseImportMode, type RowReason, courseImportModeLabel } from './course-import'

/** What became of a row. `not-imported`: a valid row of a file that changed nothing (all or nothing). */
const ROW_OUTCOMES = [
  { value: 'created', label: 'Created' },
  { value: 'updated', label: 'Updated' },
  { value: 'unchanged', label: 'Unchanged' },
  { value: 'refused', label: 'Refused' },
  { value: 'not-imported', label: 'Not imported' },
] as const
export type RowOutcome = (typeof ROW_OUTCOMES)[number]['value']
export const rowOutcomeLabel = (outcome: string) => ROW_OUTCOMES.find((entry) => entry.value === outcome)?.label ?? outcome

/** A row as the report and the file debugger show it: where it was, what it said, what became of it and why. */
export type ImportedRowReport = {
  /** 1 for the first row of data. */
  row: number
  /** The line of the file the row ends on (CSV); null for JSON. */
  line: number | null
  registrationId: string | null
  outcome: RowOutcome
  sectionId: number | null
  reasons: RowReason[]
  notes: string[]
  /** The row as read, column by column. */
  values: Record<string, unknown>
}

export type ImportCounts = { created: number; updated: number; unchanged: number; refused: number }
export type ImportOutcome = 'imported' | 'partly-imported' | 'nothing-changed'

const IMPORT_OUTCOMES = [
  { value: 'imported', label: 'Imported' },
  { value: 'partly-imported', label: 'Partly imported' },
  { value: 'nothing-changed', label: 'Nothing changed' },
] as const
export const importOutcomeLabel = (outcome: string) => IMPORT_OUTCOMES.find((entry) => entry.value === outcome)?.label ?? outcome

/** The report of one import, as the API answers it and the file debugger shows it. */
export type CourseImportReport = {
  id: number
  fileName: string
  format: CourseImportFormat
  mode: CourseImportMode
  outcome: ImportOutcome
  counts: ImportCounts
  summary: string
  importedAt: string
  importedBy: string | null
  rows: ImportedRowReport[]
}

export function countRows(rows: readonly Pick<ImportedRowReport, 'outcome'>[]): ImportCounts {
  const count = (outcome: RowOutcome) => rows.filter((row) => row.outcome === outcome).length
  return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused') }
}

export function importOutcomeOf(counts: ImportCounts): ImportOutcome {
  if (counts.created + counts.updated === 0) return 'nothing-changed'
  return counts.refused ? 'partly-imported' : 'imported'
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** One sentence on what an import did, and for a file that changed nothing because of a refused row, what to do. */
export function importSummary(counts: ImportCounts, mode: CourseImportMode): string {
  const outcome = importOutcomeOf(counts)
  const done = `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`
  const refused = plural(counts.refused, 'row')
  if (outcome === 'imported') return `Imported: ${done}.`
  if (outcome === 'partly-imported') return `Partly imported: ${done}; ${refused} refused (see the reasons below).`
  if (counts.refused && mode === 'all-or-nothing')
    return `Nothing changed: ${refused} refused, and in “${courseImportModeLabel('all-or-nothing')}” mode a refused row stops the whole file. Correct the ${counts.refused === 1 ? 'row' : 'rows'}, or choose “${courseImportModeLabel('valid-rows')}”.`
  if (counts.refused) return `Nothing changed: ${refused} refused, and the other rows match their sections already.`
  return 'Nothing changed: every row matches its section already.'
}
