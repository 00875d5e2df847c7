import { courseImportModeLabel } from '@/domain/course-import'
import { type CourseImportReport, rowOutcomeLabel } from '@/domain/course-import-report'

import styles from './course-reports.module.css'

const EDIT_SECTION = '/admin/collections/course-sections'

/** One import's report, row by row; the importer's screen (client) and the file debugger (server) share it, so it reads nothing. */
export function ImportReport({ report }: { report: CourseImportReport }) {
  const { counts } = report
  return (
    <section aria-label={`Import of ${report.fileName}`}>
      <p className={`${styles.notice} ${report.outcome === 'nothing-changed' && counts.refused ? styles.error : ''}`} role="status">
        <strong>{report.summary}</strong>
      </p>
      <p>
        {report.fileName} ({report.format.toUpperCase()}), {courseImportModeLabel(report.mode).toLowerCase()},{' '}
        {new Date(report.importedAt).toLocaleString('en-US')}
        {report.importedBy ? ` by ${report.importedBy}` : ''}: {counts.created} created, {counts.updated} updated, {counts.unchanged} unchanged,{' '}
        {counts.refused} refused.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Registration id</th>
              <th scope="col">Outcome</th>
              <th scope="col">Why</th>
              <th scope="col">As read</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.row}>
                <td>
                  {row.row}
                  {row.line !== null && <div>line {row.line}</div>}
                </td>
                <td>{row.sectionId ? <a href={`${EDIT_SECTION}/${row.sectionId}`}>{row.registrationId ?? '—'}</a> : (row.registrationId ?? '—')}</td>
                <td>
                  <span className={`${styles.outcome} ${styles[row.outcome] ?? ''}`}>{rowOutcomeLabel(row.outcome)}</span>
                </td>
                <td>
                  {row.reasons.length > 0 && (
                    <ul>
                      {row.reasons.map((reason, i) => (
                        <li key={i}>
                          <strong>{reason.column}</strong>: {reason.message}
                        </li>
                      ))}
                    </ul>
                  )}
                  {row.notes.length > 0 && (
                    <ul>
                      {row.notes.map((note, i) => (
                        <li key={i}>{note}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  <details>
                    <summary>{Object.keys(row.values).length} columns</summary>
                    <dl className={styles.values}>
                      {Object.entries(row.values).map(([column, value]) => (
                        <div key={column}>
                          <dt>{column}</dt>
                          <dd>{typeof value === 'string' ? value || '(empty)' : JSON.stringify(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
