/** A form's submissions as a spreadsheet (spec §6: form): a row per submission, headed by the fields' labels. */

/** Cells a spreadsheet would run as a formula start with one of these (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as text a spreadsheet shows and never runs: a leading formula sign gets a quote before it. */
export const safeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value)

export type ExportedSubmission = { submittedAt: string; answers: Readonly<Record<string, string>> }

/** The header and the rows, submission by submission, in the form's field order; answers of fields the form no longer has go last. */
export function submissionRows(fields: readonly { name: string; label: string }[], submissions: readonly ExportedSubmission[]): string[][] {
  const known = new Set(fields.map((field) => field.name))
  const extra = [...new Set(submissions.flatMap((submission) => Object.keys(submission.answers)).filter((name) => !known.has(name)))]
  const columns = [...fields.map((field) => field.name), ...extra]
  const header = ['Submitted at', ...fields.map((field) => field.label || field.name), ...extra]
  return [
    header.map(safeCell),
    ...submissions.map((submission) => [submission.submittedAt, ...columns.map((name) => safeCell(submission.answers[name] ?? ''))]),
  ]
}
