import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { courseImportModeLabel } from '@/domain/course-import'
import { importOutcomeLabel } from '@/domain/course-import-report'
import { courseReportHref } from '@/domain/course-reports'
import { parseDocumentId } from '@/domain/document-id'
import { importRun, recentImports } from '@/services/course-reports'

import styles from './course-reports.module.css'
import { ImportReport } from './import-report'
import { ReportFrame } from './report-frame'

/** The query parameter naming the import shown row by row. */
const IMPORT_PARAM = 'import'

/** spec §2: the file debugger, the last imports and, for a chosen one, what it read row by row. */
export async function FileDebuggerView(props: AdminViewServerProps) {
  const user = props.initPageResult.req.user
  const raw = props.searchParams?.[IMPORT_PARAM]
  const chosen = typeof raw === 'string' ? parseDocumentId(raw) : null
  const [imports, run] = await Promise.all([recentImports(user), chosen ? importRun(user, chosen) : null])
  const href = (id: number) => `${courseReportHref('file-debugger')}?${IMPORT_PARAM}=${id}`
  return (
    <ReportFrame {...props} screen="file-debugger">
      {typeof raw === 'string' && !run && imports && <p className={`${styles.notice} ${styles.error}`}>There is no import {raw.slice(0, 20)}.</p>}
      {run && <ImportReport report={run} />}
      {imports &&
        (imports.length ? (
          <div className={styles.tableWrap}>
            <h2>The last imports</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">File</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Rows</th>
                  <th scope="col">Created, updated, unchanged, refused</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {imports.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <Link href={href(entry.id)} aria-current={entry.id === run?.id ? 'page' : undefined} prefetch={false}>
                        {new Date(entry.importedAt).toLocaleString('en-US')}
                      </Link>
                    </td>
                    <td>
                      {entry.fileName} ({entry.format.toUpperCase()})
                    </td>
                    <td>{courseImportModeLabel(entry.mode)}</td>
                    <td>{importOutcomeLabel(entry.outcome)}</td>
                    <td>{entry.rows}</td>
                    <td>
                      {entry.counts.created}, {entry.counts.updated}, {entry.counts.unchanged}, {entry.counts.refused}
                    </td>
                    <td>{entry.importedBy ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.notice}>
            No imports yet: <a href={courseReportHref('run-course-importer')}>run the course importer</a>.
          </p>
        ))}
    </ReportFrame>
  )
}
