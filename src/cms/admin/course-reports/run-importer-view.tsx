import type { AdminViewServerProps } from 'payload'

import { COURSE_IMPORT_COLUMNS, COURSE_IMPORT_MAX_BYTES, COURSE_IMPORT_MAX_ROWS } from '@/domain/course-import'
import { LIST_SEPARATOR } from '@/domain/course-import-meetings'
import { courseReportHref } from '@/domain/course-reports'

import styles from './course-reports.module.css'
import { ImportForm } from './import-form'
import { ReportFrame } from './report-frame'

/** spec §2: run course importer. */
export function RunImporterView(props: AdminViewServerProps) {
  return (
    <ReportFrame {...props} screen="run-course-importer">
      <p>
        A CSV file (UTF-8, commas between columns, a header row naming them) or a JSON array of rows, at most {COURSE_IMPORT_MAX_BYTES / 1024 / 1024} MB and{' '}
        {COURSE_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Each row is matched to a section by its registrationId: a new one is created, a known one updated
        or left unchanged. Sections are saved as drafts unless the row says <code>published</code> is true. Each import is kept in the{' '}
        <a href={courseReportHref('file-debugger')}>file debugger</a>.
      </p>
      <ImportForm />
      <details>
        <summary>The columns</summary>
        <p>
          A column the file leaves out is left as it is on a section; an empty cell clears it. Several values in one cell are separated by “{LIST_SEPARATOR}”.
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Required</th>
                <th scope="col">What it holds</th>
              </tr>
            </thead>
            <tbody>
              {COURSE_IMPORT_COLUMNS.map((column) => (
                <tr key={column.name}>
                  <td>
                    <code>{column.name}</code>
                  </td>
                  <td>{column.required ? 'Yes' : ''}</td>
                  <td>{column.help}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </ReportFrame>
  )
}
