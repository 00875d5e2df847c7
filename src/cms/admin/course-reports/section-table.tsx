import Link from 'next/link'

import type { ReportSection } from '@/services/course-reports'

import styles from './course-reports.module.css'

/** Sections a report found, each linking to its edit view; `empty` says why there are none. */
export function SectionTable({ sections, empty, showMissing = false }: { sections: ReportSection[]; empty: string; showMissing?: boolean }) {
  if (!sections.length) return <p className={styles.notice}>{empty}</p>
  return (
    <div className={styles.tableWrap}>
      <p>
        {sections.length} section{sections.length === 1 ? '' : 's'}.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Course number</th>
            <th scope="col">Registration id</th>
            <th scope="col">Type</th>
            <th scope="col">Semester</th>
            <th scope="col">Visitors see it</th>
            {showMissing && <th scope="col">Missing</th>}
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <tr key={section.id}>
              <td>
                <Link href={section.editHref} prefetch={false}>
                  {section.title || `Section ${section.id}`}
                </Link>
              </td>
              <td>{section.courseNumber}</td>
              <td>{section.registrationId}</td>
              <td>{section.type}</td>
              <td>{section.semester ?? '—'}</td>
              <td>{section.published ? 'Published' : 'Draft only'}</td>
              {showMissing && <td>{section.missing.join(' and ')}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
